import type { Meta, StoryObj } from "@storybook/react-vite";
import { EmailVerificationNoticeView } from "./EmailVerificationNotice.tsx";

const meta = {
  title: "Account/Profile/EmailVerificationNotice",
  component: EmailVerificationNoticeView,
  args: { email: "fiona@example.com", state: "idle", onResend: () => undefined },
} satisfies Meta<typeof EmailVerificationNoticeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotVerified: Story = {};
export const Sending: Story = { args: { state: "sending" } };
export const Sent: Story = { args: { state: "sent" } };
/** "Verification email not sent" (spec §8). */
export const ResendFailed: Story = { args: { state: "failed" } };
