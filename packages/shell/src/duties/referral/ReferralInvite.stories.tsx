import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "../../stories/ShellStoryFrame.tsx";
import { ReferralInvite } from "./ReferralInvite.tsx";

const meta = {
  title: "Shell/Duties/ReferralInvite",
  component: ReferralInvite,
  args: { onClose: () => undefined },
} satisfies Meta<typeof ReferralInvite>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest who opened a friend's referral link, in the dock above the cookie bar. */
export const Default: Story = { decorators: [withShellFrame()] };
