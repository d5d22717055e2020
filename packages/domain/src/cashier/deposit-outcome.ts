// What follows a deposit: the result modals (spec §2 query-driven modals, §4 deposit outcome modals), the alternative
// method offered after a failure (spec §4), the next step for each deposit code (spec §8) and what the deposit
// limits leave before paying.

export type DepositResultModal =
  | "deposit-success"
  | "deposit-failed"
  | "deposit-return"
  | "deposit-decline"
  | "deposit-cancel"
  | "deposit-pending"
  | "deposit-3ds-success";

/** The e-wallet offered when a method that is not a card fails (spec §4). */
const FALLBACK_METHOD = "carouseller";
const CARD_LIKE = /card|visa|maestro|amex|discover|jcb|unionpay/i;

/** Names a card scheme or processor: "card", "visa", "mastercard", "legacy_card"... ("carouseller" is not). */
export function isCardLikeName(name: string): boolean {
  return CARD_LIKE.test(name);
}

/**
 * The method to offer after `failedMethod` failed, from the methods the player can use: for a card-like name the
 * card-form method, otherwise carouseller. Never the failed method itself; when a card-like method fails and no other
 * card-form method exists (the card method itself failed), carouseller is still offered rather than nothing.
 * Undefined when the list has neither.
 */
export function alternativeMethodName(
  failedMethod: string,
  methods: readonly { name: string; isCardForm: boolean; title?: string }[],
): string | undefined {
  const others = methods.filter((method) => method.name !== failedMethod);
  const fallback = others.find((method) => method.name === FALLBACK_METHOD)?.name;
  if (!isCardLikeName(failedMethod)) return fallback;
  return others.find((method) => method.isCardForm)?.name ?? fallback;
}

export const DEPOSIT_ERROR_CODES = [
  "GLOBAL_ERROR",
  "DEPOSIT_COUNTRY_BLOCK",
  "REQUIRED_EMAIL_VERIFICATION",
  "PAYMENT_LIMIT_THRESHOLD",
  "TRANSACTION_FAILED",
  "AMOUNT_BELOW_ZERO",
  "UNIFIED_ERROR",
  "PAYMENT_PROVIDER_LIMIT_THRESHOLD",
  "PROVIDER_ERROR",
  "PHONE_ERROR",
  "PAYMENT_SERVICE_ERROR",
] as const;
export type DepositErrorCode = (typeof DEPOSIT_ERROR_CODES)[number];

export type DepositNextStep =
  | "verify-identity"
  | "verify-email"
  | "try-tomorrow"
  | "change-amount"
  | "other-method"
  | "retry"
  | "contact-support"
  | "fix-phone"
  | "see-break";

/**
 * A deposit refused because the player took a break: SELF_EXCLUDED from the server, told apart by its exclusionKind
 * (a time-out is not a self-exclusion, and the player should read which one they are in).
 */
export const EXCLUSION_DEPOSIT_CODES = ["SELF_EXCLUDED", "SELF_EXCLUDED_TIMEOUT"] as const;

/** The deposit failure's code: a time-out's SELF_EXCLUDED becomes SELF_EXCLUDED_TIMEOUT; other codes stay. */
export function depositFailureCode(code: string, details: unknown): string {
  const kind = typeof details === "object" && details !== null ? (details as { exclusionKind?: unknown }).exclusionKind : undefined;
  return code === "SELF_EXCLUDED" && kind === "timeout" ? "SELF_EXCLUDED_TIMEOUT" : code;
}

/** Spec §8 deposit codes (and the break's), each with the step its message points to. */
const NEXT_STEP: Record<DepositErrorCode | (typeof EXCLUSION_DEPOSIT_CODES)[number], DepositNextStep> = {
  GLOBAL_ERROR: "verify-identity", // cashier could not open: verification needed
  DEPOSIT_COUNTRY_BLOCK: "other-method", // methods unavailable in the country (or a VPN): pick another
  REQUIRED_EMAIL_VERIFICATION: "verify-email",
  PAYMENT_LIMIT_THRESHOLD: "try-tomorrow", // the player's own deposit limit is used up
  TRANSACTION_FAILED: "other-method",
  AMOUNT_BELOW_ZERO: "change-amount",
  UNIFIED_ERROR: "contact-support", // no specific cause; support has the reference
  PAYMENT_PROVIDER_LIMIT_THRESHOLD: "change-amount", // keep between the method's minimum and maximum
  PROVIDER_ERROR: "retry", // the provider could not be reached; the same action may succeed
  PHONE_ERROR: "fix-phone",
  PAYMENT_SERVICE_ERROR: "other-method", // the service does not take this currency
  // Nothing to retry while the break lasts: the break page says until when.
  SELF_EXCLUDED: "see-break",
  SELF_EXCLUDED_TIMEOUT: "see-break",
};

/** The next step for a deposit error code; an unknown code (a newer server, a transport error) suggests a retry. */
export function depositNextStep(code: string): DepositNextStep {
  return Object.hasOwn(NEXT_STEP, code) ? NEXT_STEP[code as keyof typeof NEXT_STEP] : "retry";
}

/**
 * What the player's deposit limits leave for now: the smallest `remaining` of the deposit limits that have an amount.
 * A server without `remaining` (older than the field) leaves the limit amount itself, which still keeps a single
 * deposit within it. Null when there is no deposit limit.
 */
export function remainingDepositLimit(
  limits: readonly { kind: string; period: number | null; amount: number | null; remaining?: number | null | undefined }[],
): number | null {
  let smallest: number | null = null;
  for (const limit of limits) {
    if (limit.kind !== "deposit" || limit.amount === null) continue;
    const left = limit.remaining ?? limit.amount;
    if (smallest === null || left < smallest) smallest = left;
  }
  return smallest;
}
