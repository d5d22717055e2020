import { useCallback } from "react";
import { useLingui } from "@lingui/react/macro";
import type { WithdrawProblem } from "./withdraw-form-schema.ts";

/** The form's own checks, by problem code. `limits` fill the amount texts. */
export function useProblemText() {
  const { t } = useLingui();
  return useCallback(
    (problem: string | undefined, limits: { min?: string; max?: string; available?: string; decimals?: number } = {}) => {
      const { min = "", max = "", available = "", decimals = 2 } = limits;
      const texts: Record<WithdrawProblem, string> = {
        required: t`This field is required`,
        "not-number": t`Enter the amount as a number`,
        "not-positive": t`The amount must be above zero`,
        "too-many-decimals": t`Use at most ${decimals} decimals`,
        "below-min": t`The minimum withdrawal is ${min}`,
        "above-max": t`The maximum withdrawal is ${max}`,
        "over-available": t`You can withdraw at most ${available}`,
        "invalid-email": t`Enter a valid e-mail address`,
        "invalid-bank-code": t`The bank code (IFSC) has 8 to 15 letters and digits`,
        "invalid-upi-id": t`Enter the UPI ID as name@bank`,
        "invalid-wallet-address": t`This is not a valid address for the chosen network`,
      };
      return problem === undefined ? undefined : (texts[problem as WithdrawProblem] ?? problem);
    },
    [t],
  );
}

/** Every error code of the README's withdraw calculate and confirm rows, translated; unknown codes get a general text. */
export function useWithdrawErrorText() {
  const { t } = useLingui();
  return useCallback(
    (code: string | null): string => {
      const texts: Record<string, string> = {
        WITHDRAWAL_NOT_AVAILABLE: t`Withdrawals are not possible with this method. Choose another one.`,
        WITHDRAWAL_METHOD_UNAVAILABLE: t`This method is not available for your account or country. Choose another one.`,
        CURRENCY_MISMATCH: t`Withdrawals are made in your account currency.`,
        PAYMENT_SERVICE_ERROR: t`The payment service does not support your currency with this method. Choose another one.`,
        AMOUNT_BELOW_ZERO: t`The amount must be above zero`,
        INVALID_AMOUNT: t`The amount has more decimals than your currency allows`,
        WITHDRAWAL_LIMIT_THRESHOLD: t`The amount is outside this method's withdrawal limits`,
        INSUFFICIENT_FUNDS: t`The amount is more than your withdrawable balance`,
        INVALID_NAME: t`Enter the beneficiary's name`,
        INVALID_ACCOUNT: t`Enter a valid account number`,
        INVALID_EMAIL: t`Enter a valid e-mail address`,
        INVALID_BANK_CODE: t`The bank code (IFSC) has 8 to 15 letters and digits`,
        BANK_NAME_REQUIRED: t`Enter the bank's name`,
        INVALID_BRANCH: t`Check the branch`,
        INVALID_ADDRESS: t`Check the address`,
        INVALID_UPI_ID: t`Enter the UPI ID as name@bank`,
        INVALID_NETWORK: t`Choose a network`,
        INVALID_WALLET_ADDRESS: t`This is not a valid address for the chosen network`,
        PHONE_ERROR: t`Check your phone number`,
        CARDHOLDER_REQUIRED: t`Enter the cardholder's name`,
        INVALID_CARD_NUMBER: t`Check the card number`,
        INVALID_CARD_EXPIRY: t`Check the card's expiry date`,
        INVALID_CVC: t`Check the security code`,
        WITHDRAWAL_NEEDS_DEPOSIT: t`Make a deposit before your first withdrawal.`,
        WITHDRAWAL_EMAIL_NOT_VERIFIED: t`Verify your e-mail address to withdraw.`,
        WITHDRAWAL_WAGERING_INCOMPLETE: t`Wager your deposits before withdrawing.`,
        WITHDRAWAL_ACTIVE_BONUS: t`You cannot withdraw while a bonus is active.`,
        IDEMPOTENCY_KEY_REQUIRED: t`The withdrawal could not be sent. Calculate it again.`,
        IDEMPOTENCY_KEY_REUSED: t`These details changed since you confirmed. Calculate the withdrawal again.`,
        SELF_EXCLUDED: t`Your account is self-excluded.`,
      };
      return (code && texts[code]) || t`The withdrawal could not be completed. Try again later.`;
    },
    [t],
  );
}

/** The transaction statuses of spec §3 as the player reads them. */
export function useStatusText() {
  const { t } = useLingui();
  return useCallback(
    (status: string): string =>
      ({
        pending: t`Pending`,
        processing: t`Processing`,
        confirmed: t`Confirmed`,
        processed: t`Paid out`,
        completed: t`Completed`,
        rejected: t`Rejected`,
        failed: t`Failed`,
        cancelled: t`Cancelled`,
      })[status] ?? status,
    [t],
  );
}
