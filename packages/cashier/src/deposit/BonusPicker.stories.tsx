import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "@casino/shell/story-support";
import { WELCOME_BONUS } from "./deposit-fixtures.ts";
import { BonusPicker } from "./BonusPicker.tsx";

const meta = {
  title: "Cashier/Deposit/BonusPicker",
  component: BonusPicker,
  args: { bonuses: [WELCOME_BONUS], selectedId: null, onSelect: () => undefined, activeBonusName: null, currency: "EUR" },
  decorators: [withShellFrame()],
} satisfies Meta<typeof BonusPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoBonusChosen: Story = {};
export const BonusChosen: Story = { args: { selectedId: WELCOME_BONUS.id } };
export const ActiveBonusWarning: Story = { args: { selectedId: WELCOME_BONUS.id, activeBonusName: "Reload 50%" } };
