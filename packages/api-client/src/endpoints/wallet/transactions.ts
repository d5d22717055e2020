import { queryOptions } from "@tanstack/react-query";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";
import { PAYMENT_STATUSES } from "../cashier/payment-schema.ts";

/** The types the sandbox writes today; bets and wins are in the casino history, not here. Other backends
 * (and later verticals) may send more, so the schema takes any string. */
export const TRANSACTION_TYPES = [
  "deposit", "withdrawal", "refund", "bonus", "bonus_conversion", "bonus_forfeit", "rakeback", "cashback", "referral", "adjustment",
] as const;
export const TRANSACTION_STATUSES = PAYMENT_STATUSES;
export const TRANSACTIONS_PAGE_SIZE = 20;

/** Spec §3 "Tables: transactions". `amount` is never negative; `type` gives the direction. Major units. */
export const TransactionSchema = v.object({
  /** The transaction id shown to the player (a payment id, or "L<ledger entry id>"). */
  id: v.string(),
  date: v.pipe(v.string(), v.isoTimestamp()),
  /** The payment method's title, or a label such as "Bonus" / "Rakeback" for wallet movements. */
  method: v.string(),
  type: v.string(),
  amount: v.number(),
  currency: v.string(),
  status: v.picklist(TRANSACTION_STATUSES),
  /** Bonus money in the movement (non-cash part); 0 when none. */
  bonus: v.number(),
  /** The bonus a deposit was made for, if any. */
  bonusId: v.nullable(v.number()),
});
export type Transaction = v.InferOutput<typeof TransactionSchema>;
export const TransactionsSchema = v.object({ rows: v.array(TransactionSchema), count: v.number() });
export type Transactions = v.InferOutput<typeof TransactionsSchema>;
export const TransactionsResponseSchema = successEnvelope(TransactionsSchema);

export interface TransactionsFilter {
  type?: string | undefined;
  status?: (typeof TRANSACTION_STATUSES)[number] | undefined;
  /** Inclusive days, YYYY-MM-DD (UTC). */
  from?: string | undefined;
  to?: string | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
  /** The language of method titles and movement names (else Accept-Language). */
  language?: string | undefined;
}

/** GET /api/user/transactions: the player's payments and wallet movements, latest first. 401 without login. */
export async function getTransactions(filter: TransactionsFilter = {}, options: { signal?: AbortSignal } = {}): Promise<Transactions> {
  const { data } = await apiRequest({ path: "/api/user/transactions", query: { ...filter }, schema: TransactionsResponseSchema, ...options });
  return data;
}

export const transactionsQueryKey = ["transactions"] as const;

export const transactionsQueryOptions = (filter: TransactionsFilter = {}) =>
  queryOptions({ queryKey: [...transactionsQueryKey, filter] as const, queryFn: ({ signal }) => getTransactions(filter, { signal }) });
