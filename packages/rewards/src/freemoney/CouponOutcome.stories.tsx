import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "@casino/shell/story-support";
import { CouponOutcomeMessage } from "./CouponForm.tsx";

const meta = {
  title: "Rewards/FreeMoney/CouponOutcome",
  component: CouponOutcomeMessage,
  args: { outcome: { kind: "redeemed", amount: 5, currencyCode: "EUR" } },
  decorators: [withShellFrame()],
} satisfies Meta<typeof CouponOutcomeMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Redeemed: Story = {};
export const AlreadyRedeemed: Story = { args: { outcome: { kind: "already_redeemed" } } };
export const Invalid: Story = { args: { outcome: { kind: "invalid" } } };
export const SelfExcluded: Story = { args: { outcome: { kind: "self_excluded" } } };
export const Failed: Story = { args: { outcome: { kind: "failed" } } };
