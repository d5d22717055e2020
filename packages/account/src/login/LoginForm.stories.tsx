import type { Meta, StoryObj } from "@storybook/react-vite";
import { LoginForm } from "./LoginForm.tsx";

const meta = {
  title: "Account/LoginForm",
  component: LoginForm,
  args: {
    onSubmit: () => new Promise<void>((resolve) => setTimeout(resolve, 1500)),
    onForgotPassword: () => undefined,
    onSignUp: () => undefined,
    pending: false,
    serverError: null,
  },
  decorators: [(Story) => <div style={{ maxInlineSize: "26rem" }}>{Story()}</div>],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Pending: Story = {
  args: { pending: true, defaultValues: { email: "depositor@demo.casino", password: "Demo1234!" } },
};

export const WrongPassword: Story = {
  args: { serverError: { kind: "invalid-credentials" }, defaultValues: { email: "depositor@demo.casino" } },
};

export const AccountFrozen: Story = {
  args: {
    serverError: { kind: "frozen", message: "Your account is frozen until 2026-12-01 10:00 UTC" },
    defaultValues: { email: "depositor@demo.casino" },
  },
};

export const TryAgainLater: Story = {
  args: { serverError: { kind: "unavailable" }, defaultValues: { email: "depositor@demo.casino", password: "Demo1234!" } },
};

export const EmailNotVerified: Story = {
  args: { serverError: { kind: "email-not-verified", linkSent: true }, defaultValues: { email: "newbie@demo.casino" } },
};

export const EmailNotVerifiedLinkNotSent: Story = {
  args: { serverError: { kind: "email-not-verified", linkSent: false }, defaultValues: { email: "newbie@demo.casino" } },
};
