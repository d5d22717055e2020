import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as v from "valibot";
import {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_KINDS,
  DOCUMENT_MAX_BYTES,
  FILE_TOO_LARGE_MESSAGE,
  MIME_TYPES,
  SIGNATURE_BYTES,
  checkDocumentFile,
  extensionOf,
  formatOfContent,
  type DocumentKind,
} from "@casino/domain";
import type { DocumentLabels } from "@casino/api-client";
import type { AppDeps } from "../context.ts";
import { requireUser } from "../http/auth.ts";
import { badRequest, jsonError } from "../http/errors.ts";
import { displayFileName, storeDocumentFile } from "../repos/kyc-files.ts";
import { listKycDocuments, recordUpload, refreshKycStatus, toKycDocument } from "../repos/kyc-documents.ts";
import { findUserById } from "../repos/users.ts";

const labels: Record<DocumentKind, { label: string; description: string }> = {
  identity_proof: { label: "Identity proof", description: "Passport, national ID card or driving licence: all four corners, photo and name readable." },
  proof_of_address: { label: "Proof of address", description: "Utility bill or bank letter from the last 3 months showing your name and address." },
  bank_statement: { label: "Bank statement", description: "A statement from the last 3 months showing your name, the account and the bank." },
  card_verification: {
    label: "Card verification",
    description: "Photo of the card you paid with: the cardholder name and the first and last four digits visible, the middle digits covered.",
  },
};

const documentLabels: DocumentLabels = {
  labels: DOCUMENT_KINDS.map((kind) => ({ kind, ...labels[kind] })),
  accepted: [...DOCUMENT_EXTENSIONS],
  maxBytes: DOCUMENT_MAX_BYTES,
  reviewHours: 24,
};

const UploadFormSchema = v.object({ kind: v.picklist(DOCUMENT_KINDS, "Choose the document kind"), file: v.instance(File, "Attach a file") });

/** Room for the multipart framing around a file of the maximum size. */
const MULTIPART_SLACK = 64 * 1024;

/** KYC documents (spec §7 protected reads get-document-label, get-documents; spec §5 upload rules). */
export function registerKycDocumentRoutes(app: Hono, { db, clock, kyc }: AppDeps): void {
  app.get("/api/user/get-document-label", (c) => {
    requireUser(c);
    return c.json({ success: true, data: documentLabels });
  });

  app.get("/api/user/get-documents", (c) => {
    const { userId } = requireUser(c);
    // kycStatus is re-derived on document events only (upload, review), so a profile change that reset it stays reset.
    const kycStatus = findUserById(db, userId)?.kyc_status ?? "NOT_STARTED";
    return c.json({ success: true, data: { documents: listKycDocuments(db, userId).map(toKycDocument), kycStatus } });
  });

  app.post(
    "/api/user/upload-document",
    // Who uploads is checked before the body is read, and an oversized body is cut off while it streams.
    async (c, next) => {
      requireUser(c);
      await next();
    },
    bodyLimit({ maxSize: DOCUMENT_MAX_BYTES + MULTIPART_SLACK, onError: (c) => jsonError(c, 400, "FILE_TOO_LARGE", FILE_TOO_LARGE_MESSAGE) }),
    async (c: Context) => {
      const { userId } = requireUser(c);
      const form = v.safeParse(UploadFormSchema, await readMultipart(c));
      if (!form.success) throw badRequest(v.summarize(form.issues), "VALIDATION_ERROR");
      const { kind, file } = form.output;
      const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
      const problem = checkDocumentFile({ name: file.name, size: file.size, head });
      if (problem) throw badRequest(problem.message, problem.code);

      const extension = extensionOf(file.name)!;
      const format = formatOfContent(head)!;
      const storedName = storeDocumentFile(kyc.uploadsDir, userId, new Uint8Array(await file.arrayBuffer()), extension);
      const now = clock();
      const { document, kycStatus } = db.transaction(() => {
        const row = recordUpload(db, {
          userId,
          kind,
          fileName: displayFileName(file.name),
          storedName,
          mimeType: MIME_TYPES[format],
          size: file.size,
          now,
          reviewSeconds: kyc.reviewSeconds,
        });
        return { document: toKycDocument(row), kycStatus: refreshKycStatus(db, userId, now) };
      })();
      return c.json({ success: true, data: { document, kycStatus } });
    },
  );
}

async function readMultipart(c: Context): Promise<Record<string, unknown>> {
  try {
    return await c.req.parseBody();
  } catch {
    throw badRequest("Send the document as multipart/form-data with kind and file", "VALIDATION_ERROR");
  }
}
