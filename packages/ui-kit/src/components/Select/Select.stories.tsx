import type { Meta, StoryObj } from "@storybook/react-vite";
import { Select } from "./Select.tsx";

const currencies = (
  <>
    <option value="EUR">Euro (EUR)</option>
    <option value="TRY">Turkish lira (TRY)</option>
    <option value="INR">Indian rupee (INR)</option>
  </>
);

const meta = {
  title: "Forms/Select",
  component: Select,
  args: { label: "Currency", placeholder: "Choose a currency", children: currencies, defaultValue: "" },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithError: Story = { args: { error: "Required", hint: "Your wallet's currency" } };

export const Disabled: Story = { args: { disabled: true, defaultValue: "EUR" } };
