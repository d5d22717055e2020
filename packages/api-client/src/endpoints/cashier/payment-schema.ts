import * as v from "valibot";

/** Spec §3 transaction statuses; deposits use pending → processing → completed | failed | cancelled,
 * withdrawals pending → processed | rejected (confirmed is accepted for backends that approve first). */
export const PAYMENT_STATUSES = [
  "pending", "processing", "completed", "failed", "cancelled", "processed", "rejected", "confirmed",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_DIRECTIONS = ["deposit", "withdrawal"] as const;

/** How the provider takes a deposit with this method: which answer `action` carries. */
export const PAYMENT_FLOWS = ["card", "redirect", "crypto", "upi_qr", "upi_collect", "bank_transfer"] as const;
export type PaymentFlow = (typeof PAYMENT_FLOWS)[number];

/** Form fields a method may ask for (spec §5); a method lists its own in depositFields / withdrawalFields. */
export const PAYMENT_FIELD_NAMES = [
  "name", "account", "email", "bankCode", "bankName", "branch", "address", "upiId", "walletAddress", "network", "phone",
  "cardholder", "cardNumber", "expiry", "cvc",
] as const;
export type PaymentFieldName = (typeof PAYMENT_FIELD_NAMES)[number];

export const PaymentFieldSpecSchema = v.object({ name: v.picklist(PAYMENT_FIELD_NAMES), required: v.boolean() });
export type PaymentFieldSpec = v.InferOutput<typeof PaymentFieldSpecSchema>;

/** The values of those fields; the server checks the ones the method requires (error codes in the README). */
export const PaymentFieldsSchema = v.object(
  Object.fromEntries(PAYMENT_FIELD_NAMES.map((name) => [name, v.optional(v.string())])) as {
    [K in PaymentFieldName]: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
  },
);
export type PaymentFields = v.InferOutput<typeof PaymentFieldsSchema>;

/** Spec §5 patterns, shared by the client's forms and the server's checks. */
export const BANK_CODE_LENGTH = { min: 8, max: 15 } as const;
export const UPI_ID_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z]{2,64}$/;
export const PHONE_MIN_DIGITS = 6;

/** A deposit or withdrawal as the cashier and the transactions table show it. Amounts in major units. */
export const PaymentSchema = v.object({
  id: v.string(),
  direction: v.picklist(PAYMENT_DIRECTIONS),
  status: v.picklist(PAYMENT_STATUSES),
  methodId: v.number(),
  /** The method's `name`: the deposit-result modals carry it as `method`. */
  methodName: v.string(),
  methodTitle: v.string(),
  currency: v.string(),
  amount: v.number(),
  fee: v.number(),
  /** What reaches the wallet (deposit) or the player's account (withdrawal). */
  netAmount: v.number(),
  bonusId: v.nullable(v.number()),
  /** Why it failed, e.g. TRANSACTION_FAILED; null otherwise. */
  errorCode: v.nullable(v.string()),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  completedAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
});
export type Payment = v.InferOutput<typeof PaymentSchema>;

/** `{ payment }`: the answer of the 3DS webhook, the sandbox confirmations and a withdrawal confirm. */
export const PaymentResultSchema = v.object({ payment: PaymentSchema });
export type PaymentResult = v.InferOutput<typeof PaymentResultSchema>;

/** A fresh key per attempt; reuse it for the retries of that attempt so money moves once. */
export const newIdempotencyKey = (): string => globalThis.crypto.randomUUID();
