import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "@casino/shell/story-support";
import { WelcomeBanner } from "./WelcomeBanner.tsx";

const meta = {
  title: "Casino/Lobby/WelcomeBanner",
  component: WelcomeBanner,
  args: {
    title: "Welcome bonus",
    text: "Get up to 1000 EUR plus 100 free spins on your first deposit. Deposit from 100 Euro.",
    cta: "Claim your bonus",
    winAmount: "€700.00",
    promotion: undefined,
    isGuest: true,
  },
  decorators: [withShellFrame()],
} satisfies Meta<typeof WelcomeBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {};
/** The operator names the welcome promotion (content text `welcome.promotion`): the call to action leads there. */
export const WithWelcomePromotion: Story = { args: { promotion: "welcome-offer" } };
export const PlayerInUsd: Story = { args: { isGuest: false, winAmount: "$700.00" } };
export const Arabic: Story = {
  args: {
    title: "مكافأة الترحيب",
    text: "احصل على ما يصل إلى 1000 يورو و100 دورة مجانية على إيداعك الأول. الإيداع ابتداءً من 100 يورو.",
    cta: "احصل على المكافأة",
    winAmount: "‏700٫00 €",
  },
};
export const PlayerLoading: Story = { args: { isGuest: false, winAmount: undefined } };
