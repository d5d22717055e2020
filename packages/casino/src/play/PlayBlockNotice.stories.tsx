import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "@casino/shell/story-support";
import { PlayBlockNotice } from "./PlayBlockNotice.tsx";

const meta = {
  title: "Casino/Play/PlayBlockNotice",
  component: PlayBlockNotice,
  args: { block: "notFound", slug: "book-of-sandbox", hasDemo: true, isLoggedIn: true },
  decorators: [withShellFrame()],
} satisfies Meta<typeof PlayBlockNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GameNotFound: Story = {};
export const CountryRestricted: Story = { args: { block: "countryRestricted" } };
export const BonusNotEligible: Story = { args: { block: "bonusNotEligible" } };
export const DemoNotPossibleForGuest: Story = { args: { block: "demoUnavailable", isLoggedIn: false } };
export const DemoNotPossibleNoDemo: Story = { args: { block: "demoUnavailable", hasDemo: false } };
export const GuestAskingForRealMoney: Story = { args: { block: "login", isLoggedIn: false } };
export const SelfExcluded: Story = { args: { block: "selfExcluded" } };
export const LaunchFailed: Story = { args: { block: "failed", onRetry: () => undefined } };
