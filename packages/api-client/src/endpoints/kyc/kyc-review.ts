import * as v from "valibot";
import { DOCUMENT_KINDS } from "@casino/domain";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";
import { KycDocumentsSchema, type KycDocuments } from "./documents.ts";

export const KYC_REVIEW_DECISIONS = ["approve", "reject", "request"] as const;

/**
 * Sandbox only: decide a player's pending documents now instead of waiting for the review delay, or ask
 * for a document (`request` with `kind`). `documentId` narrows approve/reject to one document.
 */
export const KycReviewPayloadSchema = v.object({
  decision: v.picklist(KYC_REVIEW_DECISIONS),
  documentId: v.optional(v.pipe(v.number(), v.integer())),
  kind: v.optional(v.picklist(DOCUMENT_KINDS)),
  reason: v.optional(v.pipe(v.string(), v.maxLength(500))),
});
export type KycReviewPayload = v.InferInput<typeof KycReviewPayloadSchema>;
export const KycReviewResponseSchema = successEnvelope(KycDocumentsSchema);

/** POST /sandbox/kyc/<userId>/review (demos and e2e tests). */
export async function reviewKycDocuments(userId: number, payload: KycReviewPayload): Promise<KycDocuments> {
  const { data } = await apiRequest({ method: "POST", path: `/sandbox/kyc/${userId}/review`, body: payload, schema: KycReviewResponseSchema });
  return data;
}
