import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "../../stories/ShellStoryFrame.tsx";
import { ConnectionBanner } from "./ConnectionBanner.tsx";

const meta = {
  title: "Shell/Duties/ConnectionBanner",
  component: ConnectionBanner,
  decorators: [withShellFrame()],
} satisfies Meta<typeof ConnectionBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The realtime socket dropped (a logged-in player): the balance may be out of date until it is back. */
export const SocketLost: Story = { args: { problem: "socket" } };

/** The browser went offline (guests too). */
export const Offline: Story = { args: { problem: "offline" } };
