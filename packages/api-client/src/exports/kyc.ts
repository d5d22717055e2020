// KYC documents (labels, list, upload; sandbox review).
export {
  DocumentLabelSchema,
  DocumentLabelsResponseSchema,
  DocumentLabelsSchema,
  documentLabelsQueryOptions,
  getDocumentLabels,
} from "../endpoints/kyc/document-labels.ts";
export type { DocumentLabel, DocumentLabels } from "../endpoints/kyc/document-labels.ts";
export {
  KycDocumentSchema,
  KycDocumentsResponseSchema,
  KycDocumentsSchema,
  UploadDocumentResponseSchema,
  getDocuments,
  kycDocumentsQueryKey,
  kycDocumentsQueryOptions,
  uploadDocument,
  uploadDocumentMutationOptions,
  uploadDocumentWithProgress,
} from "../endpoints/kyc/documents.ts";
export type {
  KycDocument,
  KycDocuments,
  UploadDocumentInput,
  UploadDocumentResult,
  UploadProgress,
  UploadWithProgressOptions,
} from "../endpoints/kyc/documents.ts";
export {
  KYC_REVIEW_DECISIONS,
  KycReviewPayloadSchema,
  KycReviewResponseSchema,
  reviewKycDocuments,
} from "../endpoints/kyc/kyc-review.ts";
export type { KycReviewPayload } from "../endpoints/kyc/kyc-review.ts";
