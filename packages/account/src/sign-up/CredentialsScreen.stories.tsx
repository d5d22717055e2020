import type { Meta, StoryObj } from "@storybook/react-vite";
import { CredentialsScreen, type CredentialsScreenProps } from "./CredentialsScreen.tsx";

const meta = {
  title: "Account/CredentialsScreen",
  component: CredentialsScreen,
  args: {
    username: "lucky_otter_42",
    password: "Gen3rated-Pass",
    onSend: (() => undefined) as CredentialsScreenProps["onSend"],
    sendState: "idle",
    onDownload: () => undefined,
    onContinue: () => undefined,
  },
  decorators: [(Story) => <div style={{ maxInlineSize: "26rem" }}>{Story()}</div>],
} satisfies Meta<typeof CredentialsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The end of 1-click registration: username and password with copy, download and send by e-mail. */
export const Credentials: Story = {};

export const Sending: Story = { args: { sendState: "pending" } };

export const Sent: Story = { args: { sendState: "sent" } };

/** The credentials e-mail could not be sent (spec §8). */
export const SendFailure: Story = { args: { sendState: "failed" } };

/** The clipboard refused: press a copy button to see the message. */
export const ClipboardFailure: Story = { args: { copy: () => Promise.reject(new Error("denied")) } };

/** holdUserOnRegistration: not signed in, so no e-mail sending. */
export const HeldPlayer: Story = { args: { onSend: undefined } };
