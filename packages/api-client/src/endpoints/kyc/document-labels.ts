import { queryOptions } from "@tanstack/react-query";
import { DOCUMENT_EXTENSIONS, DOCUMENT_KINDS } from "@casino/domain";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";

export const DocumentLabelSchema = v.object({
  kind: v.picklist(DOCUMENT_KINDS),
  label: v.string(),
  description: v.string(),
});
export type DocumentLabel = v.InferOutput<typeof DocumentLabelSchema>;

/** The kinds a player can upload, with what each must show, and the upload rules (spec §5, §9). */
export const DocumentLabelsSchema = v.object({
  labels: v.array(DocumentLabelSchema),
  accepted: v.array(v.picklist(DOCUMENT_EXTENSIONS)),
  maxBytes: v.number(),
  /** Spec §9: review takes up to 24 hours (the sandbox approves after SANDBOX_KYC_REVIEW_SECONDS). */
  reviewHours: v.number(),
});
export type DocumentLabels = v.InferOutput<typeof DocumentLabelsSchema>;
export const DocumentLabelsResponseSchema = successEnvelope(DocumentLabelsSchema);

/** GET /api/user/get-document-label (token required, spec §7). */
export async function getDocumentLabels(options: { signal?: AbortSignal } = {}): Promise<DocumentLabels> {
  const { data } = await apiRequest({ path: "/api/user/get-document-label", schema: DocumentLabelsResponseSchema, ...options });
  return data;
}

export const documentLabelsQueryOptions = () =>
  queryOptions({
    queryKey: ["kyc", "labels"] as const,
    queryFn: ({ signal }) => getDocumentLabels({ signal }),
    staleTime: Infinity,
  });
