import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "@casino/shell/story-support";
import { ThreeDsView } from "./ThreeDsView.tsx";

const meta = {
  title: "Cashier/Results/ThreeDsView",
  component: ThreeDsView,
  decorators: [withShellFrame()],
  args: { status: "progress" },
} satisfies Meta<typeof ThreeDsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Completing: Story = {};
const error = { title: "Card not verified yet", text: "The 3-D Secure check of this payment is not finished. Please try again." };
export const Failed: Story = { args: { status: "error", error, retrying: false, onRetry: () => undefined } };
export const Retrying: Story = { args: { status: "error", error, retrying: true, onRetry: () => undefined } };
export const ServerUnreachable: Story = {
  args: {
    status: "error",
    error: { title: "Try again later", text: "We could not reach the server. Check your connection and try again." },
    retrying: false,
    onRetry: () => undefined,
  },
};
