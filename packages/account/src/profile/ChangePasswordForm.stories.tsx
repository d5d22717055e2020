import type { Meta, StoryObj } from "@storybook/react-vite";
import { ChangePasswordForm } from "./ChangePasswordForm.tsx";

const meta = {
  title: "Account/Profile/ChangePasswordForm",
  component: ChangePasswordForm,
  args: {
    rules: {},
    onSubmit: () => new Promise<void>((resolve) => setTimeout(resolve, 1500)),
    success: null,
    error: null,
    pending: false,
  },
  decorators: [(Story) => <div style={{ maxInlineSize: "52rem" }}>{Story()}</div>],
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** A brand with formFieldsValidation.password: 10 characters, a number and an upper-case letter. */
export const BrandRules: Story = { args: { rules: { minLength: 10, requireNumber: true, requireUppercase: true } } };

export const Changing: Story = { args: { pending: true } };

export const Changed: Story = { args: { success: "Password changed" } };

/** INVALID_CURRENT_PASSWORD at the current-password field. */
export const WrongCurrentPassword: Story = {
  args: {
    error: {
      kind: "server",
      code: "INVALID_CURRENT_PASSWORD",
      message: "Current password is wrong",
      field: "currentPassword",
      fieldCode: "INVALID_CURRENT_PASSWORD",
    },
  },
};

export const TryAgainLater: Story = { args: { error: { kind: "unavailable" } } };
