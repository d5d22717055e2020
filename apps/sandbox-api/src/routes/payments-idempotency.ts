import { createHash } from "node:crypto";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Database } from "better-sqlite3";
import { ApiError, badRequest } from "../http/errors.ts";
import { findPaymentByKey, updatePayment, type Direction } from "../repos/payments.ts";

// Money calls carry an Idempotency-Key: the first request's answer is stored on its payment row and a repeat
// with the same key and the same payload gets that answer again, moving nothing. Only requests that created a
// payment are stored; a refusal before that (bad input, a rule) creates nothing, so a retry is checked anew.

/** The Idempotency-Key header; 400 IDEMPOTENCY_KEY_REQUIRED without one. */
export function requireIdempotencyKey(c: Context): string {
  const key = c.req.header("idempotency-key")?.trim();
  if (!key) throw badRequest("Send an Idempotency-Key header (a new random value per attempt)", "IDEMPOTENCY_KEY_REQUIRED");
  if (key.length > 255) throw badRequest("The Idempotency-Key is longer than 255 characters", "VALIDATION_ERROR");
  return key;
}

/** A fingerprint of the validated payload, so a key reused for another request is caught. */
export const requestHash = (payload: unknown) => createHash("sha256").update(JSON.stringify(payload)).digest("hex");

/** The stored answer of an earlier request with this key; 409 IDEMPOTENCY_KEY_REUSED for another payload. */
export function replay(c: Context, db: Database, userId: number, direction: Direction, key: string, hash: string): Response | undefined {
  const earlier = findPaymentByKey(db, userId, direction, key);
  if (!earlier) return undefined;
  if (earlier.request_hash !== hash) {
    throw new ApiError(409, "IDEMPOTENCY_KEY_REUSED", "This Idempotency-Key was used for a different request");
  }
  c.header("idempotent-replayed", "true");
  return c.json(JSON.parse(earlier.response_json) as object, earlier.response_status as ContentfulStatusCode);
}

/** Keeps the answer on the payment for replays. */
export function storeResponse(db: Database, paymentId: string, status: number, body: object, now: Date): void {
  updatePayment(db, paymentId, { response_status: status, response_json: JSON.stringify(body) }, now);
}
