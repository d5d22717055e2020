import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "@casino/shell/story-support";
import { freeSpinsBonus, pendingBonus, userBonus } from "./bonus-fixtures.ts";
import { CancelBonusDialog } from "./CancelBonusDialog.tsx";

/** The confirmation before a bonus is cancelled: what the player loses, per kind of bonus. */
const meta = {
  title: "Rewards/Bonuses/CancelBonusDialog",
  component: CancelBonusDialog,
  decorators: [withShellFrame()],
  args: { bonus: userBonus(), open: true, onClose: () => undefined },
} satisfies Meta<typeof CancelBonusDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WageringBonus: Story = {};
export const FreeSpins: Story = { args: { bonus: freeSpinsBonus } };
export const PendingDepositBonus: Story = { args: { bonus: pendingBonus } };
