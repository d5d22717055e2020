import { ApiError, TransportError, type PaymentFieldName, type WithdrawalCondition } from "@casino/api-client";

/** The README's withdraw field codes: each is shown at its field. */
export const FIELD_BY_CODE: Readonly<Record<string, PaymentFieldName | "amount">> = {
  INVALID_NAME: "name",
  INVALID_ACCOUNT: "account",
  INVALID_EMAIL: "email",
  INVALID_BANK_CODE: "bankCode",
  BANK_NAME_REQUIRED: "bankName",
  INVALID_BRANCH: "branch",
  INVALID_ADDRESS: "address",
  INVALID_UPI_ID: "upiId",
  INVALID_NETWORK: "network",
  INVALID_WALLET_ADDRESS: "walletAddress",
  PHONE_ERROR: "phone",
  CARDHOLDER_REQUIRED: "cardholder",
  INVALID_CARD_NUMBER: "cardNumber",
  INVALID_CARD_EXPIRY: "expiry",
  INVALID_CVC: "cvc",
  AMOUNT_BELOW_ZERO: "amount",
  INVALID_AMOUNT: "amount",
  WITHDRAWAL_LIMIT_THRESHOLD: "amount",
  INSUFFICIENT_FUNDS: "amount",
};

/** What a failed calculate or confirm means for the screen. */
export type WithdrawFailure =
  /** No answer (timeout, offline) or a server fault: the same request may be sent again with the same key. */
  | { kind: "retry"; code: string | null }
  /** The server refused these values: show the code at its field (when it has one) or above the form. */
  | { kind: "refused"; code: string; field: PaymentFieldName | "amount" | null; message: string };

export function withdrawFailureOf(error: unknown): WithdrawFailure {
  if (error instanceof ApiError && error.status < 500) {
    return { kind: "refused", code: error.code, field: FIELD_BY_CODE[error.code] ?? null, message: error.message };
  }
  if (error instanceof ApiError) return { kind: "retry", code: error.code };
  if (error instanceof TransportError) return { kind: "retry", code: null };
  return { kind: "retry", code: null };
}

export type ConditionState = { code: WithdrawalCondition; met: boolean };

/**
 * The conditions of spec §6 as far as the player's details tell them before any calculation (the wagering is only
 * known from a quote). Self-exclusion is deliberately absent: a self-excluded player may still withdraw.
 */
export function conditionsFromDetails(user: { depositCount: number; isEmailVerified: boolean; activeBonus: unknown }): ConditionState[] {
  return [
    { code: "WITHDRAWAL_NEEDS_DEPOSIT", met: user.depositCount > 0 },
    { code: "WITHDRAWAL_EMAIL_NOT_VERIFIED", met: user.isEmailVerified },
    { code: "WITHDRAWAL_ACTIVE_BONUS", met: user.activeBonus === null || user.activeBonus === undefined },
  ];
}
