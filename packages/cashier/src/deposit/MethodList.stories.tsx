import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "@casino/shell/story-support";
import { VISIBLE_METHODS } from "./deposit-fixtures.ts";
import { MethodList } from "./MethodList.tsx";

const meta = {
  title: "Cashier/Deposit/MethodList",
  component: MethodList,
  args: { methods: VISIBLE_METHODS, selectedId: 1, onSelect: () => undefined, currency: "EUR", crypto: false },
  decorators: [withShellFrame()],
} satisfies Meta<typeof MethodList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Selected: Story = {};
export const NothingSelected: Story = { args: { selectedId: null } };
export const Disabled: Story = { args: { disabled: true } };
