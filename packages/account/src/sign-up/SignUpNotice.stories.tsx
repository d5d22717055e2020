import type { Meta, StoryObj } from "@storybook/react-vite";
import { SignUpNotice } from "./SignUpNotice.tsx";

const meta = {
  title: "Account/SignUpNotice",
  component: SignUpNotice,
  args: { kind: "country", onLogin: () => undefined },
  decorators: [(Story) => <div style={{ maxInlineSize: "26rem" }}>{Story()}</div>],
} satisfies Meta<typeof SignUpNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The visitor's country is not open for registration (or the server said REGISTRATION_RESTRICTED). */
export const RestrictedCountry: Story = {};

/** The mirror domain's registration window is closed for this visitor. */
export const MirrorDomainClosed: Story = { args: { kind: "mirror" } };

/** holdUserOnRegistration: the account exists, the player confirms the e-mail and logs in. */
export const AccountHeld: Story = { args: { kind: "held" } };
