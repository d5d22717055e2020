import { msg } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { ApiError } from "@casino/api-client";

type ErrorText = { title: MessageDescriptor; text: MessageDescriptor };

const CASHIER_UNAVAILABLE: ErrorText = {
  title: msg`The cashier could not open`,
  text: msg`Your account may need verification, or payment methods are not available in your country. If you use a VPN, turn it off and try again.`,
};

/** Spec §8 deposit codes plus the sandbox's other deposit codes (api-client README, cashier row). */
const DEPOSIT_ERRORS: Record<string, ErrorText> = {
  GLOBAL_ERROR: CASHIER_UNAVAILABLE,
  DEPOSIT_COUNTRY_BLOCK: {
    title: msg`Deposits are not available in your country`,
    text: msg`Your account may need verification, or payment methods are not available in your country. If you use a VPN, turn it off and try again.`,
  },
  REQUIRED_EMAIL_VERIFICATION: {
    title: msg`Verify your e-mail`,
    text: msg`Please verify your e-mail address before making a deposit.`,
  },
  PAYMENT_LIMIT_THRESHOLD: {
    title: msg`Daily deposit limit reached`,
    text: msg`You have reached your daily deposit limit. Please try again tomorrow.`,
  },
  TRANSACTION_FAILED: {
    title: msg`Transaction failed`,
    text: msg`The payment could not be completed. Please try again or choose another method.`,
  },
  AMOUNT_BELOW_ZERO: {
    title: msg`Invalid amount`,
    text: msg`The amount must be greater than zero.`,
  },
  ACTIVE_BONUS: {
    title: msg`A bonus is active`,
    text: msg`A new deposit bonus cancels your active bonus. Confirm that, or choose No bonus, and pay again.`,
  },
  UNIFIED_ERROR: {
    title: msg`Too many open deposits`,
    text: msg`You already have deposits in progress. Please wait until they are completed, or contact support.`,
  },
  PAYMENT_PROVIDER_LIMIT_THRESHOLD: {
    title: msg`Amount out of range`,
    text: msg`Please keep the amount between the minimum and the maximum of this method.`,
  },
  PROVIDER_ERROR: {
    title: msg`Payment provider problem`,
    text: msg`There was a problem creating a query to the payment providers. Please try again later or choose another method.`,
  },
  PHONE_ERROR: {
    title: msg`Phone number too short`,
    text: msg`The phone number must have at least 6 characters.`,
  },
  PAYMENT_SERVICE_ERROR: {
    title: msg`Currency not supported`,
    text: msg`This payment service does not support your currency. Please choose another method.`,
  },
  THREE_DS_FAILED: {
    title: msg`Card verification failed`,
    text: msg`The 3-D Secure check of your card did not succeed. Please try again or choose another method.`,
  },
  DEPOSIT_CANCELLED: {
    title: msg`Deposit cancelled`,
    text: msg`The deposit was cancelled. No money was taken.`,
  },
  PAYMENT_EXPIRED: {
    title: msg`Payment expired`,
    text: msg`The time to complete this payment ran out. Please start a new deposit.`,
  },
  SELF_EXCLUDED: {
    title: msg`Account self-excluded`,
    text: msg`Deposits are not possible while your self-exclusion is active.`,
  },
  // SELF_EXCLUDED of a time-out (domain depositFailureCode).
  SELF_EXCLUDED_TIMEOUT: {
    title: msg`You are taking a break`,
    text: msg`Deposits are not possible until your time-out ends.`,
  },
  IDEMPOTENCY_KEY_REUSED: {
    title: msg`Deposit already sent`,
    text: msg`This deposit was already sent with different details. Please start the deposit again.`,
  },
  CURRENCY_MISMATCH: {
    title: msg`Wrong currency`,
    text: msg`The deposit currency must be the currency of your account.`,
  },
  PAYMENT_METHOD_NOT_FOUND: {
    title: msg`Payment method not available`,
    text: msg`This payment method is no longer available. Please choose another method.`,
  },
  INVALID_AMOUNT: {
    title: msg`Invalid amount`,
    text: msg`Please enter a valid amount.`,
  },
  // The 3DS webhook's own codes (api-client README, cashier row).
  INVALID_3DS: {
    title: msg`Card verification not confirmed`,
    text: msg`The bank's confirmation does not match this payment. Please start the deposit again.`,
  },
  PAYMENT_NOT_FOUND: {
    title: msg`Payment not found`,
    text: msg`We could not find this payment. Please check your transactions or start a new deposit.`,
  },
  PAYMENT_NOT_AUTHENTICATED: {
    title: msg`Card not verified yet`,
    text: msg`The 3-D Secure check of this payment is not finished. Please try again.`,
  },
};

const UNAVAILABLE: ErrorText = {
  title: msg`Try again later`,
  text: msg`We could not reach the server. Check your connection and try again.`,
};

const FALLBACK: ErrorText = {
  title: msg`Something went wrong`,
  text: msg`The deposit could not be completed. Please try again later.`,
};

/** Whether a code has its own text (not the generic fallback). */
export function hasDepositErrorText(code: string): boolean {
  return Object.hasOwn(DEPOSIT_ERRORS, code);
}

/** The translated title and text of a deposit error code; unknown codes get "Something went wrong". */
export function depositErrorText(code: string, i18n: I18n): { title: string; text: string } {
  const entry = (Object.hasOwn(DEPOSIT_ERRORS, code) ? DEPOSIT_ERRORS[code] : undefined) ?? FALLBACK;
  return { title: i18n._(entry.title), text: i18n._(entry.text) };
}

/** The text of a failed deposit call: its code's text; a network problem, timeout or 5xx without a code: try later. */
export function depositFailureText(error: unknown, i18n: I18n): { title: string; text: string } {
  if (error instanceof ApiError && hasDepositErrorText(error.code)) return depositErrorText(error.code, i18n);
  if (!(error instanceof ApiError) || error.status >= 500) return { title: i18n._(UNAVAILABLE.title), text: i18n._(UNAVAILABLE.text) };
  return depositErrorText(error.code, i18n);
}
