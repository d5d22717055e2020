import { randomBytes } from "node:crypto";
import type { Payment, PaymentStatus } from "@casino/api-client";
import type { Database } from "better-sqlite3";
import type { UserId } from "./sessions.ts";
import { decimalsOf, toMajor } from "./wallet-money.ts";

export type Direction = "deposit" | "withdrawal";

export interface PaymentRow {
  id: string;
  user_id: UserId;
  method_id: number;
  direction: Direction;
  status: PaymentStatus;
  currency: string;
  amount: number;
  fee: number;
  bonus_id: number | null;
  fields_json: string;
  provider_json: string;
  return_url: string | null;
  error_code: string | null;
  error_message: string | null;
  ledger_entry_id: number | null;
  idempotency_key: string;
  request_hash: string;
  response_status: number;
  response_json: string;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

/** What the provider answered, kept on the payment (provider_json). */
export interface ProviderData {
  /** Card: the amount needs 3-D Secure (no low-value exemption). */
  threeDs?: boolean;
  /** Card: set when 3-D Secure passed; the 3DS webhook must send it back. */
  paReq?: string;
  /** When a pending deposit lapses (crypto address, UPI QR, hosted page). */
  expiresAt?: string;
  [key: string]: unknown;
}

/** Final states: nothing moves a payment out of them. */
export const FINAL_STATUSES: readonly PaymentStatus[] = ["completed", "failed", "cancelled", "processed", "rejected"];
/** Deposits that count towards the deposit limit and the open-deposit cap until they settle. */
export const OPEN_STATUSES: readonly PaymentStatus[] = ["pending", "processing"];

export const newPaymentId = (direction: Direction) => `${direction === "deposit" ? "dep" : "wd"}_${randomBytes(9).toString("base64url")}`;

export type NewPayment = Pick<PaymentRow, "id" | "user_id" | "method_id" | "direction" | "status" | "currency" | "amount" | "idempotency_key" | "request_hash"> &
  Partial<Pick<PaymentRow, "fee" | "bonus_id" | "fields_json" | "provider_json" | "return_url" | "error_code" | "error_message" | "ledger_entry_id" | "completed_at">>;

export function insertPayment(db: Database, payment: NewPayment, now: Date): PaymentRow {
  const row: Record<string, unknown> = { ...payment, created_at: now.toISOString(), updated_at: now.toISOString() };
  const columns = Object.keys(row).filter((key) => row[key] !== undefined);
  return db
    .prepare(`INSERT INTO payments (${columns.join(", ")}) VALUES (${columns.map((c) => `@${c}`).join(", ")}) RETURNING *`)
    .get(Object.fromEntries(columns.map((c) => [c, row[c]]))) as PaymentRow;
}

export type PaymentChanges = Partial<
  Pick<PaymentRow, "status" | "provider_json" | "error_code" | "error_message" | "ledger_entry_id" | "completed_at" | "response_status" | "response_json">
>;

export function updatePayment(db: Database, id: string, changes: PaymentChanges, now: Date): PaymentRow {
  const columns = Object.keys(changes).filter((key) => changes[key as keyof PaymentChanges] !== undefined);
  const sets = [...columns.map((c) => `${c} = @${c}`), "updated_at = @updated_at"].join(", ");
  return db
    .prepare(`UPDATE payments SET ${sets} WHERE id = @id RETURNING *`)
    .get({ ...Object.fromEntries(columns.map((c) => [c, changes[c as keyof PaymentChanges]])), updated_at: now.toISOString(), id }) as PaymentRow;
}

export const findPayment = (db: Database, id: string) =>
  db.prepare("SELECT * FROM payments WHERE id = ?").get(id) as PaymentRow | undefined;

export const findPaymentByKey = (db: Database, userId: UserId, direction: Direction, key: string) =>
  db.prepare("SELECT * FROM payments WHERE user_id = ? AND direction = ? AND idempotency_key = ?").get(userId, direction, key) as
    | PaymentRow
    | undefined;

export const providerData = (row: PaymentRow) => JSON.parse(row.provider_json) as ProviderData;

/** The API shape: major units, the method's name and title. */
export function toPayment(db: Database, row: PaymentRow): Payment {
  const method = db.prepare("SELECT name, title FROM payment_methods WHERE id = ?").get(row.method_id) as { name: string; title: string };
  const decimals = decimalsOf(db, row.currency);
  return {
    id: row.id,
    direction: row.direction,
    status: row.status,
    methodId: row.method_id,
    methodName: method.name,
    methodTitle: method.title,
    currency: row.currency,
    amount: toMajor(row.amount, decimals),
    fee: toMajor(row.fee, decimals),
    netAmount: toMajor(row.amount - row.fee, decimals),
    bonusId: row.bonus_id,
    errorCode: row.error_code,
    createdAt: row.created_at,
    completedAt: row.completed_at,
  };
}

/** The player's deposits that are still open (pending or processing). */
export const openDeposits = (db: Database, userId: UserId) =>
  db.prepare("SELECT * FROM payments WHERE user_id = ? AND direction = 'deposit' AND status IN ('pending', 'processing') ORDER BY created_at")
    .all(userId) as PaymentRow[];

/** Deposits that count towards the deposit limits (completed or still open), in major units. */
export function limitedDeposits(db: Database, userId: UserId, currency: string): { amount: number; at: string }[] {
  const rows = db
    .prepare(
      `SELECT amount, created_at AS at FROM payments WHERE user_id = ? AND currency = ? AND direction = 'deposit'
       AND status IN ('completed', 'pending', 'processing')`,
    )
    .all(userId, currency) as { amount: number; at: string }[];
  const decimals = decimalsOf(db, currency);
  return rows.map((row) => ({ amount: toMajor(row.amount, decimals), at: row.at }));
}
