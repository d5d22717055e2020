import type { Meta, StoryObj } from "@storybook/react-vite";
import { sessionEndedNotice } from "@casino/domain";
import { withShellFrame } from "../../stories/ShellStoryFrame.tsx";
import { SessionEndedDialog } from "./SessionEndedDialog.tsx";
import { useSessionEndStore } from "./session-end-store.ts";

/** Opens the dialog as the session-end store does after a stored reason (without touching localStorage). */
function openFor(reason: string, cause?: string) {
  return () => {
    useSessionEndStore.setState({ notice: sessionEndedNotice(reason, new Date().toISOString(), cause), open: true });
    return () => useSessionEndStore.setState({ notice: null, open: false });
  };
}

const meta = {
  title: "Shell/Duties/SessionEndedDialog",
  component: SessionEndedDialog,
  decorators: [withShellFrame()],
} satisfies Meta<typeof SessionEndedDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logged out for inactivity: the inactivity text, Close and Log in. */
export const Inactivity: Story = { beforeEach: openFor("USER_INACTIVITY_TIMEOUT") };

/** Any other end (here an expired session): the generic text, Close and Log in. */
export const Generic: Story = { beforeEach: openFor("SESSION_EXPIRED") };

/** An end the player cannot undo by logging in (account locked): the generic text and a single OK. */
export const GenericOkOnly: Story = { beforeEach: openFor("ACCOUNT_LOCKED") };

/** The session time limit was reached (issue 27 point 2): says so, Close and Log in. */
export const SessionLimit: Story = { beforeEach: openFor("SESSION_EXPIRED", "sessionLimit") };

/** The account was frozen (issue 27 point 3): says so, and a single OK. */
export const Frozen: Story = { beforeEach: openFor("ACCOUNT_LOCKED", "freeze") };
