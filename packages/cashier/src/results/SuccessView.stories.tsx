import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "@casino/shell/story-support";
import { SuccessView } from "./SuccessView.tsx";

const meta = {
  title: "Cashier/Results/SuccessView",
  component: SuccessView,
  decorators: [withShellFrame()],
  args: { amount: "€50.00", onClose: () => undefined },
} satisfies Meta<typeof SuccessView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Credited: Story = {};
export const AmountLoading: Story = { args: { amount: undefined } };
export const AmountUnknown: Story = { args: { amount: null } };
export const CryptoAmount: Story = { args: { amount: "0.00125000 BTC" } };
