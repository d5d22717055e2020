import type { Seed } from "../seed.ts";
import { refreshKycStatus } from "../../repos/kyc-documents.ts";
import { DEMO_PLAYER_IDS } from "./demo-players.ts";

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

/**
 * The approved players' documents (no files behind them: the sandbox serves no downloads) and an open request
 * for the newbie, so the verification screen has something to show in every state.
 */
export const kycDocumentsSeed: Seed = {
  id: "kyc-documents",
  run(db, { now }) {
    const approved = db.prepare(
      `INSERT INTO kyc_documents (user_id, kind, status, file_name, stored_name, mime_type, size, uploaded_at, review_due_at, reviewed_at, updated_at)
       VALUES (@userId, @kind, 'approved', @fileName, 'seeded-without-file', @mimeType, @size, @uploadedAt, @reviewedAt, @reviewedAt, @reviewedAt)`,
    );
    const documents = [
      { userId: DEMO_PLAYER_IDS.depositor, kind: "identity_proof", fileName: "passport.jpg", mimeType: "image/jpeg", size: 412_733, days: 40 },
      { userId: DEMO_PLAYER_IDS.depositor, kind: "proof_of_address", fileName: "utility-bill.pdf", mimeType: "application/pdf", size: 188_204, days: 39 },
      { userId: DEMO_PLAYER_IDS.vip, kind: "identity_proof", fileName: "id-card.png", mimeType: "image/png", size: 903_112, days: 200 },
      { userId: DEMO_PLAYER_IDS.vip, kind: "bank_statement", fileName: "statement.pdf", mimeType: "application/pdf", size: 254_001, days: 199 },
    ];
    for (const { days, ...doc } of documents) {
      approved.run({ ...doc, uploadedAt: daysBefore(now, days), reviewedAt: daysBefore(now, days - 1) });
    }
    db.prepare(
      `INSERT INTO kyc_documents (user_id, kind, status, reason, requested_at, updated_at) VALUES (?, 'identity_proof', 'requested', ?, ?, ?)`,
    ).run(DEMO_PLAYER_IDS.newbie, "Please upload your passport or ID card before your first withdrawal.", daysBefore(now, 1), daysBefore(now, 1));
    for (const userId of Object.values(DEMO_PLAYER_IDS)) refreshKycStatus(db, userId, now);
  },
};
