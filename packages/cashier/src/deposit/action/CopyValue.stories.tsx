import type { Meta, StoryObj } from "@storybook/react-vite";
import { CopyValue } from "./CopyValue.tsx";

const meta = {
  title: "Cashier/Deposit/CopyValue",
  component: CopyValue,
  args: { label: "Top-up address", value: "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7" },
  decorators: [(Story) => <div style={{ maxInlineSize: "28rem" }}>{Story()}</div>],
} satisfies Meta<typeof CopyValue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const Copied: Story = { args: { initialState: "copied" } };

/** The clipboard refused: the failure text; pressing Copy again selects the address for a manual copy. */
export const CopyFailed: Story = { args: { initialState: "failed" } };
