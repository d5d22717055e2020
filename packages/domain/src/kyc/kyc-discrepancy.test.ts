import { describe, expect, it } from "vitest";
import { kycStatusDiscrepancy } from "./kyc-discrepancy.ts";
import type { KycDocumentState } from "./kyc-status.ts";

const doc = (kind: KycDocumentState["kind"], status: KycDocumentState["status"], updatedAt = "2026-03-10T12:00:00.000Z"): KycDocumentState => ({
  kind,
  status,
  updatedAt,
});

describe("kycStatusDiscrepancy", () => {
  it.each<[string, string, string, KycDocumentState[], string | null]>([
    ["nothing uploaded, both not started", "NOT_STARTED", "NOT_STARTED", [], null],
    ["approved elsewhere, no documents", "APPROVED", "APPROVED", [], null],
    ["in review everywhere", "PENDING", "PENDING", [doc("identity_proof", "pending")], null],
    ["approved everywhere", "APPROVED", "APPROVED", [doc("identity_proof", "approved")], null],
    ["rejected with an approved other kind", "REJECTED", "REJECTED", [doc("identity_proof", "approved"), doc("bank_statement", "rejected")], null],
    ["user still pending, documents approved", "PENDING", "APPROVED", [doc("identity_proof", "approved")], "user-and-documents-differ"],
    ["user approved, documents reset", "APPROVED", "NOT_STARTED", [], "user-and-documents-differ"],
    ["a document approved, status still pending", "PENDING", "PENDING", [doc("identity_proof", "approved")], "documents-say-otherwise"],
    ["a document approved, status reset by a profile change", "NOT_STARTED", "NOT_STARTED", [doc("identity_proof", "approved")], "documents-say-otherwise"],
    ["a document in review, status not started", "NOT_STARTED", "NOT_STARTED", [doc("proof_of_address", "pending")], "documents-say-otherwise"],
    [
      "an old rejection replaced by an approval",
      "APPROVED",
      "APPROVED",
      [doc("identity_proof", "rejected", "2026-03-09T10:00:00.000Z"), doc("identity_proof", "approved", "2026-03-10T10:00:00.000Z")],
      null,
    ],
  ])("%s", (_, userStatus, documentsStatus, documents, expected) => {
    expect(kycStatusDiscrepancy({ userStatus, documentsStatus, documents })).toBe(expected);
  });
});
