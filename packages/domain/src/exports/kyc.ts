// KYC documents (spec §5 upload rules, §9 document kinds).
export {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_KINDS,
  DOCUMENT_MAX_BYTES,
  FILE_TOO_LARGE_MESSAGE,
  FILE_TYPE_MESSAGE,
  MIME_TYPES,
  SIGNATURE_BYTES,
  checkDocumentFile,
  extensionOf,
  formatOfContent,
} from "../kyc/document-upload.ts";
export type { DocumentExtension, DocumentFileCheck, DocumentFileProblem, DocumentFormat, DocumentKind } from "../kyc/document-upload.ts";
export { DOCUMENT_STATUSES, KYC_STATUSES, deriveKycStatus } from "../kyc/kyc-status.ts";
export type { DocumentStatus, KycDocumentState, KycStatus } from "../kyc/kyc-status.ts";
export { kycStatusDiscrepancy } from "../kyc/kyc-discrepancy.ts";
export type { KycDiscrepancy, KycStatusSources } from "../kyc/kyc-discrepancy.ts";
export { kycUploadAccess } from "../kyc/kyc-access.ts";
export type { KycAccess, KycAccessInput } from "../kyc/kyc-access.ts";
