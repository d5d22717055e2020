import type { Meta, StoryObj } from "@storybook/react-vite";
import { ApiError } from "@casino/api-client";
import { withShellFrame } from "@casino/shell/story-support";
import { BlockDialog } from "./BlockDialog.tsx";

const refusal = (status: number, code: string) => new ApiError(status, code, code);

const meta = {
  title: "Responsible gaming/Take a break/Confirmation",
  component: BlockDialog,
  decorators: [withShellFrame()],
  args: {
    open: true,
    onClose: () => undefined,
    title: "Take a time-out?",
    statements: [
      "Until 1 Dec 2026, 14:00, you can only withdraw: deposits, real-money play, bonuses and coupons are blocked.",
      "Any game you have open closes at once.",
      "The time-out cannot be shortened or cancelled.",
    ],
    confirmLabel: "Start the time-out",
    askPassword: true,
    pending: false,
    error: null,
    onConfirm: () => new Promise(() => undefined),
  },
} satisfies Meta<typeof BlockDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsksThePassword: Story = {};
export const Sending: Story = { args: { pending: true } };
export const WrongPassword: Story = { args: { error: refusal(400, "INVALID_PASSWORD") } };
export const AlreadyRunning: Story = { args: { error: refusal(409, "SELF_EXCLUSION_ACTIVE") } };
export const NoMonthsChosen: Story = { args: { error: refusal(400, "MONTHS_REQUIRED") } };
export const ServerDown: Story = { args: { error: refusal(500, "INTERNAL") } };
/** The freeze: no password, logs out at once. */
export const Freeze: Story = {
  args: {
    title: "Freeze your account?",
    statements: ["You are logged out at once, on every device, and any game you have open closes.", "You cannot log in until 4 Dec 2026, 14:00.", "The freeze cannot be shortened or cancelled."],
    confirmLabel: "Freeze and log out",
    askPassword: false,
  },
};
