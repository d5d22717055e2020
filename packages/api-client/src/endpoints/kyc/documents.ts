import { mutationOptions, queryOptions, type QueryClient } from "@tanstack/react-query";
import { DOCUMENT_KINDS, DOCUMENT_STATUSES, type DocumentKind } from "@casino/domain";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";
import { userDetailsQueryKey } from "../user/get-user-details.ts";

export const KycDocumentSchema = v.object({
  id: v.number(),
  kind: v.picklist(DOCUMENT_KINDS),
  /** requested (the operator asks for it) -> pending (uploaded, in review) -> approved | rejected. */
  status: v.picklist(DOCUMENT_STATUSES),
  /** The name the player's file had; null while only requested. */
  fileName: v.nullable(v.string()),
  mimeType: v.nullable(v.string()),
  size: v.nullable(v.number()),
  /** Why the operator requested or rejected it. */
  reason: v.nullable(v.string()),
  requestedAt: v.nullable(v.string()),
  uploadedAt: v.nullable(v.string()),
  reviewedAt: v.nullable(v.string()),
});
export type KycDocument = v.InferOutput<typeof KycDocumentSchema>;

/** The player's documents, newest first, and the kycStatus they add up to (also on the user, spec §3). */
export const KycDocumentsSchema = v.object({ documents: v.array(KycDocumentSchema), kycStatus: v.string() });
export type KycDocuments = v.InferOutput<typeof KycDocumentsSchema>;
export const KycDocumentsResponseSchema = successEnvelope(KycDocumentsSchema);

export const UploadDocumentResponseSchema = successEnvelope(
  v.object({ document: KycDocumentSchema, kycStatus: v.string() }),
);
export type UploadDocumentResult = v.InferOutput<typeof UploadDocumentResponseSchema>["data"];

/** GET /api/user/get-documents (token required, spec §7). */
export async function getDocuments(options: { signal?: AbortSignal } = {}): Promise<KycDocuments> {
  const { data } = await apiRequest({ path: "/api/user/get-documents", schema: KycDocumentsResponseSchema, ...options });
  return data;
}

export interface UploadDocumentInput {
  kind: DocumentKind;
  /** A File from an input, or a Blob with its name given. */
  file: Blob;
  fileName?: string;
}

/**
 * POST /api/user/upload-document, multipart `kind` + `file`. Check the file first with `checkDocumentFile`
 * from @casino/domain: the server answers the same 400 FILE_TYPE / FILE_TOO_LARGE (and also reads the bytes).
 */
export async function uploadDocument({ kind, file, fileName }: UploadDocumentInput): Promise<UploadDocumentResult> {
  const form = new FormData();
  form.append("kind", kind);
  form.append("file", file, fileName ?? (file as File).name ?? "document");
  const { data } = await apiRequest({ method: "POST", path: "/api/user/upload-document", body: form, schema: UploadDocumentResponseSchema });
  return data;
}

export const kycDocumentsQueryKey = ["kyc", "documents"] as const;

export const kycDocumentsQueryOptions = () =>
  queryOptions({ queryKey: kycDocumentsQueryKey, queryFn: ({ signal }) => getDocuments({ signal }) });

/** An upload changes the list and possibly the player's kycStatus. */
export const uploadDocumentMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ["kyc", "upload"],
    mutationFn: uploadDocument,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: kycDocumentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: userDetailsQueryKey }),
      ]),
  });
