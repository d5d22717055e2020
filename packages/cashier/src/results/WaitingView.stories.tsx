import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "@casino/shell/story-support";
import { WaitingView } from "./WaitingView.tsx";

const meta = {
  title: "Cashier/Results/WaitingView",
  component: WaitingView,
  decorators: [withShellFrame()],
  args: { kind: "deposit-return" },
} satisfies Meta<typeof WaitingView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Returned: Story = {};
export const Pending: Story = { args: { kind: "deposit-pending" } };
