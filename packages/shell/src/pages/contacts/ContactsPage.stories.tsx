import type { Meta, StoryObj } from "@storybook/react-vite";
import { seedContentTexts, seedContentTextsError, seedContentTextsLoading, withShellFrame } from "../../stories/ShellStoryFrame.tsx";
import { ContactsPage } from "./ContactsPage.tsx";

const support = {
  channels: [
    { kind: "email", value: "support@demo-casino.example", hours: { en: "Answered within 24 hours", de: "Antwort innerhalb von 24 Stunden" } },
    { kind: "phone", value: "+599 9 123 4567", hours: "Daily 8:00–22:00" },
    { kind: "telegram", value: "https://t.me/demo_casino_support", label: "@demo_casino_support", hours: "24/7" },
  ],
};
const brand = { support, showLiveChat: true };

const meta = {
  title: "Shell/Pages/ContactsPage",
  component: ContactsPage,
  decorators: [withShellFrame({ path: "/contacts", brand, seed: seedContentTexts({}) })],
} satisfies Meta<typeof ContactsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The remote content texts reword an answer and add a question. */
export const RemoteFaq: Story = {
  decorators: [
    withShellFrame({
      path: "/contacts",
      brand,
      seed: seedContentTexts({ "faq.items.3.answer": "Most withdrawals arrive within one hour.", "faq.items.6.question": "Are the games fair?", "faq.items.6.answer": "Every game is tested by an independent laboratory." }),
    }),
  ],
};
export const WithoutLiveChat: Story = { decorators: [withShellFrame({ path: "/contacts", brand: { support, showLiveChat: false }, seed: seedContentTexts({}) })] };
export const NoChannels: Story = { decorators: [withShellFrame({ path: "/contacts", brand: { showLiveChat: false }, seed: seedContentTexts({}) })] };
export const FaqLoading: Story = { decorators: [withShellFrame({ path: "/contacts", brand, seed: seedContentTextsLoading })] };
/** The remote texts failed: the built-in FAQ with a Retry. */
export const FaqRemoteError: Story = { decorators: [withShellFrame({ path: "/contacts", brand, seed: seedContentTextsError })] };
