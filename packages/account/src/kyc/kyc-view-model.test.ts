import { describe, expect, it } from "vitest";
import type { KycDocument } from "@casino/api-client";
import { documentStates, documentsByKind, hasOpenRequest, hasPendingDocument } from "./kyc-view-model.ts";

const doc = (id: number, kind: KycDocument["kind"], status: KycDocument["status"], times: Partial<KycDocument> = {}): KycDocument => ({
  id, kind, status, fileName: `${id}.png`, mimeType: "image/png", size: 100, reason: null,
  requestedAt: null, uploadedAt: "2026-03-10T12:00:00.000Z", reviewedAt: null, ...times,
});
const labels = (["identity_proof", "proof_of_address"] as const).map((kind) => ({ kind, label: kind, description: "" }));

describe("documentsByKind", () => {
  it("puts the newest document of each kind first and the rest in its history, in the labels' order", () => {
    const views = documentsByKind(labels, [doc(3, "proof_of_address", "pending"), doc(2, "identity_proof", "approved"), doc(1, "identity_proof", "rejected")]);
    expect(views.map((v) => [v.kind, v.latest?.id, v.history.map((h) => h.id)])).toEqual([
      ["identity_proof", 2, [1]],
      ["proof_of_address", 3, []],
    ]);
  });

  it("gives a kind without documents an empty card", () => {
    expect(documentsByKind(labels, [])).toEqual([
      { kind: "identity_proof", latest: null, history: [] },
      { kind: "proof_of_address", latest: null, history: [] },
    ]);
  });
});

describe("document flags", () => {
  it.each([
    [[], false, false],
    [[doc(1, "identity_proof", "approved")], false, false],
    [[doc(1, "identity_proof", "pending")], true, false],
    [[doc(1, "identity_proof", "requested")], false, true],
  ])("%# pending %s, open request %s", (documents, pending, requested) => {
    expect(hasPendingDocument({ documents, kycStatus: "X" })).toBe(pending);
    expect(hasOpenRequest(documents)).toBe(requested);
  });

  it("dates a document by its review, else upload, else request", () => {
    const states = documentStates([
      doc(1, "identity_proof", "approved", { reviewedAt: "R" }),
      doc(2, "identity_proof", "pending", { uploadedAt: "U" }),
      doc(3, "identity_proof", "requested", { uploadedAt: null, requestedAt: "Q" }),
    ]);
    expect(states.map((s) => s.updatedAt)).toEqual(["R", "U", "Q"]);
  });
});
