import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "@casino/shell/story-support";
import type { ActivationOutcome as Outcome, RefusalCode } from "./activation-outcome.ts";
import { ActivationOutcome } from "./ActivationOutcome.tsx";

const meta = {
  title: "Rewards/Activation/ActivationOutcome",
  component: ActivationOutcome,
  args: { outcome: { kind: "activated" }, onConfirmCancel: () => undefined },
  decorators: [withShellFrame()],
} satisfies Meta<typeof ActivationOutcome>;

export default meta;
type Story = StoryObj<typeof meta>;

const refused = (code: RefusalCode, extra: Partial<Extract<Outcome, { kind: "refused" }>> = {}): Outcome => ({ kind: "refused", code, ...extra });

export const Activated: Story = {};
export const AwaitingDeposit: Story = { args: { outcome: { kind: "awaiting_deposit" } } };
export const AddedToCalendar: Story = { args: { outcome: { kind: "added_to_calendar" } } };
/** ACTIVE_BONUS: what is lost, and the confirmation that activates again with confirmCancelCurrent. */
export const ActiveBonus: Story = { args: { outcome: refused("ACTIVE_BONUS") } };
export const ActiveBonusConfirming: Story = { args: { outcome: refused("ACTIVE_BONUS"), confirming: true } };
export const UnifiedErrorWithReference: Story = { args: { outcome: refused("UNIFIED_ERROR", { reference: "B-2026-0042" }) } };
export const RetryPeriod: Story = { args: { outcome: refused("RETRY_PERIOD", { retryAt: "2030-01-02T10:00:00.000Z" }) } };
export const EmailVerificationRequired: Story = { args: { outcome: refused("REQUIRED_EMAIL_VERIFICATION") } };
export const DepositsNeeded: Story = { args: { outcome: refused("DEPOSITS_NUMBER2") } };
export const ActiveFreeSpins: Story = { args: { outcome: refused("ACTIVE_FREE_SPINS") } };
export const BonusFraud: Story = { args: { outcome: refused("BONUS_FRAUD") } };
export const SelfExcluded: Story = { args: { outcome: { kind: "self_excluded" } } };
export const Failed: Story = { args: { outcome: { kind: "failed" } } };

const EVERY_CODE: RefusalCode[] = [
  "REGISTRATION_BONUS", "MAXIMUM_PARTICIPANTS", "RETRY_PERIOD", "DAYS_VALID", "UNIFIED_ERROR", "DEPOSITS_NUMBER", "DEPOSITS_NUMBER2",
  "ACTIVE_FREE_SPINS", "ACTIVE_BONUS", "CANCELLED", "NO_CASHBACK", "REQUIRED_EMAIL_VERIFICATION", "VALID_ON_DAYS", "START_TIME_ERROR",
  "END_TIME_ERROR", "BONUS_FRAUD", "CASHBACK_NEED_DEPOSIT",
];

/** Every spec §8 refusal, each with its own message, for reviewing the texts side by side. */
export const EveryRefusal: Story = {
  render: () => (
    <div style={{ display: "grid", gap: "0.75rem" }}>
      {EVERY_CODE.map((code) => (
        <ActivationOutcome key={code} outcome={refused(code)} onConfirmCancel={() => undefined} />
      ))}
    </div>
  ),
};
