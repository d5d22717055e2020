import type { Meta, StoryObj } from "@storybook/react-vite";
import { seedContentTexts, seedContentTextsError, seedContentTextsLoading, withShellFrame } from "../../stories/ShellStoryFrame.tsx";
import { LegalPage } from "./LegalPage.tsx";

// Server HTML as the content texts deliver it: its own <h1> (dropped: the page title is the heading), a script
// and an inline handler (both removed by the sanitiser).
const PRIVACY_HTML = `
<h1>Privacy Policy</h1>
<p>Last updated: 1 March 2026. This policy explains which personal data <strong>Demo Casino</strong> collects and why.</p>
<h2>1. Data we collect</h2>
<ul><li>Account details: name, email address, date of birth.</li><li>Payment details, handled by our payment providers.</li></ul>
<h2>2. Your rights</h2>
<p>You may ask for a copy of your data or its deletion at any time. <a href="https://example.com/contact">Contact us</a>.</p>
<script>alert("not sanitised")</script>
<p><img src="x" onerror="alert('not sanitised')" alt="">Cookies are described in the cookie notice.</p>
`;

const meta = {
  title: "Shell/Pages/LegalPage",
  component: LegalPage,
  args: { slug: "privacy-policy" },
} satisfies Meta<typeof LegalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The content texts are on their way: skeleton lines. */
export const Loading: Story = {
  decorators: [withShellFrame({ seed: seedContentTextsLoading })],
};

/** The content texts could not load: the notice with Retry. */
export const LoadError: Story = {
  decorators: [withShellFrame({ seed: seedContentTextsError })],
};

/** Loaded: the title and the sanitised HTML of the slug. */
export const Loaded: Story = {
  decorators: [
    withShellFrame({
      seed: seedContentTexts({ "legal.privacy-policy.title": "Privacy Policy", "legal.privacy-policy.html": PRIVACY_HTML }),
    }),
  ],
};

/** A locale whose legal bodies stay English: its title, then the note saying so, then the English body. */
export const EnglishBodyNote: Story = {
  decorators: [
    withShellFrame({
      seed: seedContentTexts({
        "legal.privacy-policy.title": "Datenschutzerklärung",
        "legal.privacy-policy.html": PRIVACY_HTML,
        "legal.note": "Dieses Dokument liegt nur auf Englisch vor. Die englische Fassung ist verbindlich.",
      }),
    }),
  ],
};

/** Loaded, but the slug has no HTML yet. */
export const NoContent: Story = {
  decorators: [withShellFrame({ seed: seedContentTexts({ "legal.privacy-policy.title": "Privacy Policy" }) })],
};
