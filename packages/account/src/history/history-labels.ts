import { msg } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";

/** Transaction types the sandbox writes (api-client TRANSACTION_TYPES); an unknown one is shown as sent. */
const TRANSACTION_TYPE_LABELS: Record<string, MessageDescriptor> = {
  deposit: msg`Deposit`,
  withdrawal: msg`Withdrawal`,
  refund: msg`Refund`,
  bonus: msg`Bonus`,
  bonus_conversion: msg`Bonus conversion`,
  bonus_forfeit: msg`Bonus forfeited`,
  rakeback: msg`Rakeback`,
  cashback: msg`Cashback`,
  referral: msg`Referral reward`,
  adjustment: msg`Adjustment`,
};

/** Spec §3 transaction statuses. */
const STATUS_LABELS: Record<string, MessageDescriptor> = {
  processed: msg`Processed`,
  pending: msg`Pending`,
  rejected: msg`Rejected`,
  confirmed: msg`Confirmed`,
  cancelled: msg`Cancelled`,
  completed: msg`Completed`,
  failed: msg`Failed`,
  processing: msg`Processing`,
};

/** Casino round types (api-client GAME_ROUND_TYPES). */
const ROUND_TYPE_LABELS: Record<string, MessageDescriptor> = {
  bet: msg`Bet`,
  win: msg`Win`,
  refund: msg`Refund`,
};

const label = (table: Record<string, MessageDescriptor>) => (i18n: I18n, value: string) => {
  const descriptor = table[value];
  return descriptor ? i18n._(descriptor) : value;
};

export const transactionTypeLabel = label(TRANSACTION_TYPE_LABELS);
export const transactionStatusLabel = label(STATUS_LABELS);
export const roundTypeLabel = label(ROUND_TYPE_LABELS);

