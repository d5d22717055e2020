import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "../../stories/ShellStoryFrame.tsx";
import { useInactivityWarning } from "./activity-store.ts";
import { InactivityWarningDialog } from "./InactivityWarningDialog.tsx";

/** Opens the warning as the inactivity timer does, `seconds` before the session would end. */
function warnFor(seconds: number) {
  return () => {
    useInactivityWarning.setState({ endsAt: Date.now() + seconds * 1000 });
    return () => useInactivityWarning.setState({ endsAt: null });
  };
}

const meta = {
  title: "Shell/Duties/InactivityWarningDialog",
  component: InactivityWarningDialog,
  decorators: [withShellFrame()],
} satisfies Meta<typeof InactivityWarningDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A minute before the timeout: the time left counting down, Stay logged in and Log out. */
export const OneMinuteLeft: Story = { beforeEach: warnFor(60) };

/** The last second: the singular text. */
export const LastSecond: Story = { beforeEach: warnFor(1) };
