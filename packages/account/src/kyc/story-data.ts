import type { KycDocument } from "@casino/api-client";
import { DOCUMENT_KINDS, type DocumentKind } from "@casino/domain";
import type { KindView, KycViewData } from "./kyc-view-model.ts";

/** Fixtures for the KYC stories: documents and page data in each state. */
export function storyDocument(kind: DocumentKind, status: KycDocument["status"], overrides: Partial<KycDocument> = {}): KycDocument {
  return {
    id: Math.floor(Math.random() * 1e6), kind, status, fileName: `${kind.replace(/_/g, "-")}.jpg`, mimeType: "image/jpeg",
    size: 1_843_200, reason: null, requestedAt: null, uploadedAt: "2026-11-20T09:30:00.000Z",
    reviewedAt: status === "approved" || status === "rejected" ? "2026-11-20T15:00:00.000Z" : null, ...overrides,
  };
}

export function storyData(latest: Partial<Record<DocumentKind, KycDocument>>, overrides: Partial<KycViewData> = {}): KycViewData {
  const kinds: KindView[] = DOCUMENT_KINDS.map((kind) => ({ kind, latest: latest[kind] ?? null, history: [] }));
  return {
    status: "NOT_STARTED",
    reviewHours: 24,
    anyPending: Object.values(latest).some((d) => d.status === "pending"),
    discrepancy: null,
    access: "open",
    kinds,
    ...overrides,
  };
}

/** A PNG the preview can show (a 1x1 pixel). */
export function storyPng(name = "passport.png"): File {
  const bytes = Uint8Array.from(
    atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="),
    (c) => c.charCodeAt(0),
  );
  return new File([bytes], name, { type: "image/png" });
}
