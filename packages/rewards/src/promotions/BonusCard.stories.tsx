import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "@casino/shell/story-support";
import type { BonusActivation } from "../activation/use-bonus-activation.ts";
import { withGuest, withPlayer } from "../test/story-seeds.tsx";
import { CASHBACK_BONUS, DEPOSIT_BONUS, FREE_SPINS_BONUS, NO_DEPOSIT_BONUS } from "./bonus-fixtures.ts";
import { BonusCard } from "./BonusCard.tsx";

// Sandbox banners are not reachable in Storybook: a data URI keeps the 8:3 box.
const banner = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 300"><rect width="800" height="300" fill="hsl(${hue} 60% 45%)"/></svg>`)}`;

const idle: BonusActivation = { activate: () => undefined, pendingBonusId: null, result: null, dismiss: () => undefined };

const meta = {
  title: "Rewards/Promotions/BonusCard",
  component: BonusCard,
  args: { bonus: { ...DEPOSIT_BONUS, banner: { ...DEPOSIT_BONUS.banner, imageUrl: banner(150) } }, activation: idle },
  decorators: [withPlayer, withShellFrame()],
  parameters: { layout: "padded" },
  render: (args) => (
    <div style={{ maxInlineSize: "22rem" }}>
      <BonusCard {...args} />
    </div>
  ),
} satisfies Meta<typeof BonusCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Deposit: Story = {};
export const NoDeposit: Story = { args: { bonus: { ...NO_DEPOSIT_BONUS, banner: { ...NO_DEPOSIT_BONUS.banner, imageUrl: banner(40) } } } };
export const FreeSpins: Story = { args: { bonus: { ...FREE_SPINS_BONUS, banner: { ...FREE_SPINS_BONUS.banner, imageUrl: banner(280) } } } };
/** Cashback into the calendar for one day: the "valid 24h" text. */
export const Cashback: Story = { args: { bonus: CASHBACK_BONUS } };
export const Guest: Story = { decorators: [withGuest] };
export const Claiming: Story = { args: { bonus: NO_DEPOSIT_BONUS, activation: { ...idle, pendingBonusId: NO_DEPOSIT_BONUS.id } } };
export const Claimed: Story = { args: { bonus: NO_DEPOSIT_BONUS, activation: { ...idle, result: { bonusId: NO_DEPOSIT_BONUS.id, outcome: { kind: "activated" } } } } };
export const Refused: Story = {
  args: { bonus: FREE_SPINS_BONUS, activation: { ...idle, result: { bonusId: FREE_SPINS_BONUS.id, outcome: { kind: "refused", code: "ACTIVE_BONUS" } } } },
};
/** The card a guest came back to after logging in. */
export const Highlighted: Story = { args: { highlighted: true } };
export const LongBannerTitle: Story = {
  args: { bonus: { ...DEPOSIT_BONUS, banner: { bannerTitle: "Double your first deposit up to one thousand euros today", imageUrl: "" } } },
};
