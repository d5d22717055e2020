import { deriveKycStatus, type KycDocumentState } from "./kyc-status.ts";

export interface KycStatusSources {
  /** kycStatus of get-user-details (what the profile locks read). */
  userStatus: string;
  /** kycStatus of get-documents. */
  documentsStatus: string;
  /** The player's documents, each with its latest change (review, upload or request time). */
  documents: readonly KycDocumentState[];
}

export type KycDiscrepancy = "user-and-documents-differ" | "documents-say-otherwise";

/**
 * Whether the two status sources disagree, or the documents add up (deriveKycStatus) to another status than
 * reported, e.g. a document approved while the status is still PENDING, or a status reset by a profile change.
 * Null when all agree; the page then shows no "status is being updated" notice.
 */
export function kycStatusDiscrepancy({ userStatus, documentsStatus, documents }: KycStatusSources): KycDiscrepancy | null {
  if (userStatus !== documentsStatus) return "user-and-documents-differ";
  if (documents.length > 0 && deriveKycStatus(documents, documentsStatus) !== documentsStatus) return "documents-say-otherwise";
  return null;
}
