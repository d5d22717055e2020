import type { Meta, StoryObj } from "@storybook/react-vite";
import { VerifyEmailExpiredView } from "./VerifyEmailExpiredView.tsx";

const meta = {
  title: "Shell/Modals/VerifyEmailExpired",
  component: VerifyEmailExpiredView,
  args: { state: { kind: "idle", email: "fiona@example.com" }, onResend: () => undefined, onLogin: () => undefined, onClose: () => undefined },
} satisfies Meta<typeof VerifyEmailExpiredView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Player: Story = {};
export const Guest: Story = { args: { state: { kind: "guest" } } };
export const Loading: Story = { args: { state: { kind: "loading" } } };
export const Sending: Story = { args: { state: { kind: "sending", email: "fiona@example.com" } } };
export const Sent: Story = { args: { state: { kind: "sent", email: "fiona@example.com" } } };
/** "Verification email not sent" (spec §8), with Try again. */
export const Failed: Story = { args: { state: { kind: "failed", email: "fiona@example.com", failure: "not-sent" } } };
export const Unreachable: Story = { args: { state: { kind: "failed", email: "fiona@example.com", failure: "unreachable" } } };
export const AlreadyVerified: Story = { args: { state: { kind: "failed", email: "fiona@example.com", failure: "already-verified" } } };
