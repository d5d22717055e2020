import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "@casino/shell/story-support";
import { ConditionNotices } from "./ConditionNotices.tsx";
import type { ConditionState } from "./withdraw-errors.ts";

const only = (code: ConditionState["code"]): ConditionState[] => [{ code, met: false }];
const bonusCancel = { onCancel: () => undefined, cancelling: false, failed: false };

const meta = {
  title: "Cashier/Withdraw/ConditionNotices",
  component: ConditionNotices,
  decorators: [withShellFrame()],
  args: { conditions: only("WITHDRAWAL_NEEDS_DEPOSIT") },
} satisfies Meta<typeof ConditionNotices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** AML: no deposit yet. */
export const NeedsDeposit: Story = {};
export const EmailNotVerified: Story = { args: { conditions: only("WITHDRAWAL_EMAIL_NOT_VERIFIED") } };
/** From a quote: wagered / required / left. */
export const WageringIncomplete: Story = {
  args: { conditions: only("WITHDRAWAL_WAGERING_INCOMPLETE"), wagering: { wagered: "€20.00", required: "€50.00", left: "€30.00" } },
};
export const WageringBeforeQuote: Story = { args: { conditions: only("WITHDRAWAL_WAGERING_INCOMPLETE") } };
export const ActiveBonus: Story = { args: { conditions: only("WITHDRAWAL_ACTIVE_BONUS"), bonusName: "Welcome bonus", bonusCancel } };
export const ActiveBonusCancelling: Story = {
  args: { conditions: only("WITHDRAWAL_ACTIVE_BONUS"), bonusName: "Welcome bonus", bonusCancel: { ...bonusCancel, cancelling: true } },
};
export const ActiveBonusCancelFailed: Story = {
  args: { conditions: only("WITHDRAWAL_ACTIVE_BONUS"), bonusName: "Welcome bonus", bonusCancel: { ...bonusCancel, failed: true } },
};
export const AllUnmet: Story = {
  args: {
    conditions: [
      { code: "WITHDRAWAL_NEEDS_DEPOSIT", met: false },
      { code: "WITHDRAWAL_EMAIL_NOT_VERIFIED", met: false },
      { code: "WITHDRAWAL_WAGERING_INCOMPLETE", met: false },
      { code: "WITHDRAWAL_ACTIVE_BONUS", met: false },
    ],
    bonusCancel,
  },
};
/** Every condition met: nothing is shown. */
export const AllMet: Story = { args: { conditions: [{ code: "WITHDRAWAL_NEEDS_DEPOSIT", met: true }] } };
