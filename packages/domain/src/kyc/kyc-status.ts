import type { DocumentKind } from "./document-upload.ts";

/** A document's life: asked for by the operator, uploaded and in review, then approved or rejected. */
export const DOCUMENT_STATUSES = ["requested", "pending", "approved", "rejected"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** The player's kycStatus (spec §3: APPROVED is the value the profile locks look at). */
export const KYC_STATUSES = ["NOT_STARTED", "PENDING", "REQUESTED", "REJECTED", "APPROVED"] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

export interface KycDocumentState {
  kind: DocumentKind;
  status: DocumentStatus;
  /** Upload or request time (ISO); the latest document of a kind decides that kind. */
  updatedAt: string;
}

/**
 * The player's kycStatus from the latest document of each kind. A rejection or an open request needs the
 * player's action and wins; one approved document is enough for APPROVED even while others are in review;
 * no document at all keeps `current` (e.g. a player approved outside the document flow).
 */
export function deriveKycStatus(documents: readonly KycDocumentState[], current: string): string {
  const latest = new Map<DocumentKind, KycDocumentState>();
  for (const doc of documents) {
    const seen = latest.get(doc.kind);
    if (!seen || doc.updatedAt >= seen.updatedAt) latest.set(doc.kind, doc);
  }
  const statuses = new Set([...latest.values()].map((doc) => doc.status));
  if (statuses.has("rejected")) return "REJECTED";
  if (statuses.has("requested")) return "REQUESTED";
  if (statuses.has("approved")) return "APPROVED";
  if (statuses.has("pending")) return "PENDING";
  return current;
}
