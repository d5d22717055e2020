import { describe, expect, it } from "vitest";
import { deriveKycStatus, type KycDocumentState } from "./kyc-status.ts";

const doc = (kind: KycDocumentState["kind"], status: KycDocumentState["status"], updatedAt = "2026-03-10T12:00:00.000Z"): KycDocumentState => ({
  kind,
  status,
  updatedAt,
});

describe("deriveKycStatus", () => {
  it.each<[string, KycDocumentState[], string, string]>([
    ["no documents keep the current status", [], "NOT_STARTED", "NOT_STARTED"],
    ["no documents keep an approval made elsewhere", [], "APPROVED", "APPROVED"],
    ["one in review", [doc("identity_proof", "pending")], "NOT_STARTED", "PENDING"],
    ["one approved", [doc("identity_proof", "approved")], "PENDING", "APPROVED"],
    ["approved stays approved while another is in review", [doc("identity_proof", "approved"), doc("bank_statement", "pending")], "APPROVED", "APPROVED"],
    ["an open request needs the player", [doc("identity_proof", "approved"), doc("proof_of_address", "requested")], "APPROVED", "REQUESTED"],
    ["a rejection wins", [doc("identity_proof", "approved"), doc("proof_of_address", "rejected")], "APPROVED", "REJECTED"],
    [
      "a newer upload replaces a rejection of the same kind",
      [doc("identity_proof", "rejected", "2026-03-10T10:00:00.000Z"), doc("identity_proof", "pending", "2026-03-10T11:00:00.000Z")],
      "REJECTED",
      "PENDING",
    ],
  ])("%s", (_, documents, current, expected) => {
    expect(deriveKycStatus(documents, current)).toBe(expected);
  });
});
