import type { Meta, StoryObj } from "@storybook/react-vite";
import { seedContentTexts, seedContentTextsError, seedContentTextsLoading, withShellFrame } from "@casino/shell/story-support";
import { ResponsibilityPage } from "./ResponsibilityPage.tsx";

const responsibleGaming = {
  helpOrganisations: [
    { name: "GamCare", url: "https://www.gamcare.org.uk", phone: "0808 8020 133", description: { en: "The National Gambling Helpline: free, confidential, 24 hours a day." } },
    { name: "BeGambleAware", url: "https://www.begambleaware.org", description: { en: "Advice, tools and treatment for anyone worried about gambling." } },
  ],
  selfAssessmentUrl: "https://www.begambleaware.org/gambling-problems/do-i-have-a-gambling-problem",
};
const policy = "<p>We want you to enjoy our games safely. Never play with money you need for other things.</p>";

const meta = {
  title: "Responsible gaming/Responsibility",
  component: ResponsibilityPage,
  decorators: [withShellFrame({ path: "/responsibility", brand: { responsibleGaming } })],
} satisfies Meta<typeof ResponsibilityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The brand's organisations and self-assessment; no policy text from the content service: its link only. */
export const WithBrandHelp: Story = {};
/** A brand that names no organisation: the support is pointed to. */
export const NoOrganisations: Story = { decorators: [withShellFrame({ path: "/responsibility" })] };
/** The policy's text as the content service gives it. */
export const WithPolicyText: Story = {
  decorators: [
    withShellFrame({
      path: "/responsibility",
      brand: { responsibleGaming },
      seed: seedContentTexts({ "legal.responsible-gambling.html": policy }),
    }),
  ],
};
export const PolicyLoading: Story = { decorators: [withShellFrame({ path: "/responsibility", brand: { responsibleGaming }, seed: seedContentTextsLoading })] };
/** The content texts failed: Retry, and the link to the policy's page still there. */
export const PolicyLoadFailed: Story = { decorators: [withShellFrame({ path: "/responsibility", brand: { responsibleGaming }, seed: seedContentTextsError })] };
