import type { Database } from "better-sqlite3";
import type { KycDocument } from "@casino/api-client";
import { deriveKycStatus, type DocumentKind, type DocumentStatus } from "@casino/domain";
import type { UserId } from "./sessions.ts";

export interface KycDocumentRow {
  id: number;
  user_id: UserId;
  kind: DocumentKind;
  status: DocumentStatus;
  file_name: string | null;
  stored_name: string | null;
  mime_type: string | null;
  size: number | null;
  reason: string | null;
  requested_at: string | null;
  uploaded_at: string | null;
  review_due_at: string | null;
  reviewed_at: string | null;
  updated_at: string;
}

export const toKycDocument = (row: KycDocumentRow): KycDocument => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  fileName: row.file_name,
  mimeType: row.mime_type,
  size: row.size,
  reason: row.reason,
  requestedAt: row.requested_at,
  uploadedAt: row.uploaded_at,
  reviewedAt: row.reviewed_at,
});

/** Newest first. */
export const listKycDocuments = (db: Database, userId: UserId): KycDocumentRow[] =>
  db.prepare("SELECT * FROM kyc_documents WHERE user_id = ? ORDER BY id DESC").all(userId) as KycDocumentRow[];

export const findKycDocument = (db: Database, id: number): KycDocumentRow | undefined =>
  db.prepare("SELECT * FROM kyc_documents WHERE id = ?").get(id) as KycDocumentRow | undefined;

/** users.kyc_status from the documents (domain rule deriveKycStatus). */
export function refreshKycStatus(db: Database, userId: UserId, now: Date): string {
  const current = db.prepare("SELECT kyc_status FROM users WHERE id = ?").pluck().get(userId) as string | undefined;
  if (current === undefined) return "NOT_STARTED";
  const documents = listKycDocuments(db, userId).map((row) => ({ kind: row.kind, status: row.status, updatedAt: row.updated_at }));
  const next = deriveKycStatus(documents, current);
  if (next !== current) db.prepare("UPDATE users SET kyc_status = ?, updated_at = ? WHERE id = ?").run(next, now.toISOString(), userId);
  return next;
}

/**
 * The sandbox's review: a pending document whose review_due_at has passed is approved (as of that time).
 * Called before KYC state is read, so the delay needs no timer and tests move the clock instead of sleeping.
 */
export function settleDueKycReviews(db: Database, now: Date): void {
  const due = db
    .prepare("SELECT DISTINCT user_id FROM kyc_documents WHERE status = 'pending' AND review_due_at <= ?")
    .pluck()
    .all(now.toISOString()) as UserId[];
  if (due.length === 0) return;
  db.transaction(() => {
    db.prepare(
      `UPDATE kyc_documents SET status = 'approved', reviewed_at = review_due_at, updated_at = review_due_at
       WHERE status = 'pending' AND review_due_at <= ?`,
    ).run(now.toISOString());
    for (const userId of due) refreshKycStatus(db, userId, now);
  })();
}

export interface NewUpload {
  userId: UserId;
  kind: DocumentKind;
  fileName: string;
  storedName: string;
  mimeType: string;
  size: number;
  now: Date;
  reviewSeconds: number;
}

/** Fulfils the oldest open request of that kind, or adds a new document; either way it goes into review. */
export function recordUpload(db: Database, upload: NewUpload): KycDocumentRow {
  const now = upload.now.toISOString();
  const params = {
    user_id: upload.userId,
    kind: upload.kind,
    file_name: upload.fileName,
    stored_name: upload.storedName,
    mime_type: upload.mimeType,
    size: upload.size,
    now,
    due: new Date(upload.now.getTime() + upload.reviewSeconds * 1000).toISOString(),
  };
  const request = db
    .prepare("SELECT id FROM kyc_documents WHERE user_id = ? AND kind = ? AND status = 'requested' ORDER BY id LIMIT 1")
    .pluck()
    .get(upload.userId, upload.kind) as number | undefined;
  if (request !== undefined) {
    return db
      .prepare(
        `UPDATE kyc_documents SET status = 'pending', file_name = @file_name, stored_name = @stored_name, mime_type = @mime_type,
           size = @size, uploaded_at = @now, review_due_at = @due, updated_at = @now WHERE id = @id RETURNING *`,
      )
      .get({ ...params, id: request }) as KycDocumentRow;
  }
  return db
    .prepare(
      `INSERT INTO kyc_documents (user_id, kind, status, file_name, stored_name, mime_type, size, uploaded_at, review_due_at, updated_at)
       VALUES (@user_id, @kind, 'pending', @file_name, @stored_name, @mime_type, @size, @now, @due, @now) RETURNING *`,
    )
    .get(params) as KycDocumentRow;
}

/** Approve or reject now (sandbox review): the given pending document, or all of the player's pending ones. */
export function decidePending(
  db: Database,
  { userId, decision, documentId, reason, now }: { userId: UserId; decision: "approved" | "rejected"; documentId?: number | undefined; reason: string | null; now: Date },
): number {
  const at = now.toISOString();
  const sql = `UPDATE kyc_documents SET status = @decision, reason = @reason, reviewed_at = @at, updated_at = @at
     WHERE user_id = @userId AND status = 'pending'${documentId === undefined ? "" : " AND id = @documentId"}`;
  return db.prepare(sql).run({ decision, reason, at, userId, ...(documentId === undefined ? {} : { documentId }) }).changes;
}

/** The operator asks the player for a document of this kind. */
export function requestDocument(db: Database, { userId, kind, reason, now }: { userId: UserId; kind: DocumentKind; reason: string | null; now: Date }): void {
  db.prepare(
    `INSERT INTO kyc_documents (user_id, kind, status, reason, requested_at, updated_at) VALUES (?, ?, 'requested', ?, ?, ?)`,
  ).run(userId, kind, reason, now.toISOString(), now.toISOString());
}
