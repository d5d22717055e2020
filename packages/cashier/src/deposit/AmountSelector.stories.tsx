import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "@casino/shell/story-support";
import { AmountSelector } from "./AmountSelector.tsx";

const meta = {
  title: "Cashier/Deposit/AmountSelector",
  component: AmountSelector,
  args: { value: 25, onChange: () => undefined, currency: "EUR", crypto: false, hint: "Min €10.00 · Max €5,000.00" },
  decorators: [withShellFrame()],
  // Stateful, so − / + and the quick amounts can be tried.
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <AmountSelector {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof AmountSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const BelowMinimum: Story = { args: { value: 5, error: "The minimum for this method is €10.00" } };
export const Empty: Story = { args: { value: Number.NaN, error: "Enter an amount" } };
export const TooManyDecimals: Story = { args: { value: 10.125, error: "Too many decimals for this currency" } };
export const OverLimit: Story = { args: { value: 100, error: "Your deposit limit allows €60.00 more for now" } };
export const Crypto: Story = { args: { value: 0.005, currency: "BTC", crypto: true, hint: "Min 0.0003 BTC · Max 5 BTC" } };
export const Disabled: Story = { args: { disabled: true } };
