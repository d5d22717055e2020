import type { DocumentLabels, KycDocument, KycDocuments } from "@casino/api-client";
import type { DocumentKind, KycAccess, KycDiscrepancy, KycDocumentState } from "@casino/domain";

/** Poll get-documents this often while a document is in review, so pending turns approved without a reload. */
export const KYC_POLL_MS = 5_000;

/** One card: a document kind with its latest document and the older ones (newest first). */
export interface KindView {
  kind: DocumentKind;
  latest: KycDocument | null;
  history: KycDocument[];
}

/** Everything the loaded verification page shows. */
export interface KycViewData {
  /** get-documents kycStatus (the user's is compared by the discrepancy rule). */
  status: string;
  reviewHours: number;
  anyPending: boolean;
  discrepancy: KycDiscrepancy | null;
  access: KycAccess;
  kinds: KindView[];
}

/** The card list in the order of get-document-label; documents arrive newest first. */
export function documentsByKind(labels: DocumentLabels["labels"], documents: readonly KycDocument[]): KindView[] {
  return labels.map(({ kind }) => {
    const ofKind = documents.filter((d) => d.kind === kind);
    return { kind, latest: ofKind[0] ?? null, history: ofKind.slice(1) };
  });
}

export const hasPendingDocument = (data: KycDocuments | undefined): boolean => data?.documents.some((d) => d.status === "pending") ?? false;

export const hasOpenRequest = (documents: readonly KycDocument[]): boolean => documents.some((d) => d.status === "requested");

/** The domain's view of a document: its last change is the review, else the upload, else the request. */
export const documentStates = (documents: readonly KycDocument[]): KycDocumentState[] =>
  documents.map((d) => ({ kind: d.kind, status: d.status, updatedAt: d.reviewedAt ?? d.uploadedAt ?? d.requestedAt ?? "" }));
