import type { Hono } from "hono";
import { KycReviewPayloadSchema } from "@casino/api-client";
import type { AppDeps } from "../context.ts";
import { ApiError, badRequest, notFound } from "../http/errors.ts";
import { readBody } from "../http/validate.ts";
import {
  decidePending,
  findKycDocument,
  listKycDocuments,
  refreshKycStatus,
  requestDocument,
  settleDueKycReviews,
  toKycDocument,
} from "../repos/kyc-documents.ts";
import { findUserById } from "../repos/users.ts";

/**
 * Approves the documents whose review delay has passed before any /api handler runs, so every read of
 * kycStatus (get-user-details included) sees the state at the request's clock. Register it before other modules.
 */
export function registerKycReviewClock(app: Hono, { db, clock }: AppDeps): void {
  app.use("/api/*", async (_c, next) => {
    settleDueKycReviews(db, clock());
    await next();
  });
}

/** POST /sandbox/kyc/<userId>/review: the sandbox's stand-in for the operator's back office (demos, e2e). */
export function registerKycReviewRoutes(app: Hono, { db, clock }: AppDeps): void {
  app.post("/sandbox/kyc/:userId/review", async (c) => {
    const userId = Number(c.req.param("userId"));
    if (!Number.isInteger(userId) || !findUserById(db, userId)) throw notFound("No such player", "USER_NOT_FOUND");
    const { decision, documentId, kind, reason } = await readBody(c, KycReviewPayloadSchema);
    const now = clock();
    settleDueKycReviews(db, now);

    if (decision === "request") {
      if (!kind) throw badRequest("Name the kind of document to request", "KIND_REQUIRED");
      requestDocument(db, { userId, kind, reason: reason ?? null, now });
    } else {
      if (documentId !== undefined && findKycDocument(db, documentId)?.user_id !== userId) {
        throw notFound("No such document of this player", "DOCUMENT_NOT_FOUND");
      }
      const status = decision === "approve" ? "approved" : "rejected";
      const changed = decidePending(db, { userId, decision: status, documentId, reason: reason ?? null, now });
      if (changed === 0) throw new ApiError(409, "NOTHING_TO_REVIEW", "No document is waiting for review");
    }
    const kycStatus = refreshKycStatus(db, userId, now);
    return c.json({ success: true, data: { documents: listKycDocuments(db, userId).map(toKycDocument), kycStatus } });
  });
}
