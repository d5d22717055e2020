import type { Migration } from "../migrate.ts";

// KYC documents. A row is asked for by the operator ('requested', no file yet) or uploaded ('pending'), then
// reviewed ('approved' / 'rejected'). A pending row whose review_due_at has passed counts as approved: the
// sandbox settles such rows when a request reads KYC state (see repos/kyc-documents.ts), so no timer runs.
// Files live under SANDBOX_UPLOADS/<user_id>/<stored_name>; file_name is the player's name for display only.
export const migration: Migration = {
  id: "0502-kyc-documents",
  sql: `
    CREATE TABLE kyc_documents (
      id INTEGER PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind TEXT NOT NULL CHECK (kind IN ('identity_proof', 'proof_of_address', 'bank_statement', 'card_verification')),
      status TEXT NOT NULL CHECK (status IN ('requested', 'pending', 'approved', 'rejected')),
      file_name TEXT,
      stored_name TEXT,
      mime_type TEXT,
      size INTEGER,
      -- the operator's note: why it was requested or rejected
      reason TEXT,
      requested_at TEXT,
      uploaded_at TEXT,
      review_due_at TEXT,
      reviewed_at TEXT,
      updated_at TEXT NOT NULL,
      CHECK ((status = 'requested') = (stored_name IS NULL))
    );
    CREATE INDEX kyc_documents_user ON kyc_documents (user_id, id);
    CREATE INDEX kyc_documents_due ON kyc_documents (review_due_at) WHERE status = 'pending';
  `,
};
