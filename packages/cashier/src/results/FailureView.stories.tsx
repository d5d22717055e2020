import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "@casino/shell/story-support";
import { FailureView } from "./FailureView.tsx";

const meta = {
  title: "Cashier/Results/FailureView",
  component: FailureView,
  decorators: [withShellFrame()],
  args: { kind: "deposit-failed", method: "card", methodTitle: "Visa / Mastercard", alternative: { name: "carouseller", title: "Carouseller" } },
} satisfies Meta<typeof FailureView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Failed: Story = {};
export const Declined: Story = { args: { kind: "deposit-decline", method: "netbanking", methodTitle: "Netbanking" } };
export const Cancelled: Story = { args: { kind: "deposit-cancel" } };
export const CardLikeOffersTheCardForm: Story = {
  args: { kind: "deposit-decline", method: "legacy_card", methodTitle: undefined, alternative: { name: "card", title: "Visa / Mastercard" } },
};
export const WithErrorCode: Story = {
  args: { error: { title: "Transaction failed", text: "The payment could not be completed. Please try again or choose another method." } },
};
export const MethodsLoading: Story = { args: { alternative: "loading" } };
export const NoAlternative: Story = { args: { alternative: undefined } };
export const UnknownMethod: Story = { args: { method: undefined, methodTitle: undefined } };
