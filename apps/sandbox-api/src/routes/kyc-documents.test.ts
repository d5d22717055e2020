import fs from "node:fs";
import path from "node:path";
import {
  DocumentLabelsResponseSchema,
  KycDocumentsResponseSchema,
  UploadDocumentResponseSchema,
} from "@casino/api-client";
import { DOCUMENT_MAX_BYTES } from "@casino/domain";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_PLAYER_IDS } from "../db/seeds/demo-players.ts";
import { errorOf, parseAs } from "../test/contract.ts";
import { SIGNATURES, createSliceApp, fileBytes, filesIn, get, playerOf, send, upload, type SliceApp } from "./kyc-test-kit.ts";

let t: SliceApp;
beforeEach(() => {
  t = createSliceApp();
});
afterEach(() => t.close());

const documents = async (headers: Record<string, string>) =>
  (await parseAs(KycDocumentsResponseSchema, await get(t, "/api/user/get-documents", headers))).data;

describe("GET /api/user/get-document-label", () => {
  it("lists the four kinds with descriptions and the upload rules", async () => {
    const { data } = await parseAs(DocumentLabelsResponseSchema, await get(t, "/api/user/get-document-label", playerOf(t).headers));
    expect(data.labels.map((l) => l.kind)).toEqual(["identity_proof", "proof_of_address", "bank_statement", "card_verification"]);
    expect(data.labels.every((l) => l.description.length > 20)).toBe(true);
    expect(data).toMatchObject({ accepted: ["jpg", "jpeg", "png", "pdf"], maxBytes: 25 * 1024 * 1024, reviewHours: 24 });
  });

  it.each([
    ["/api/user/get-document-label", "GET"],
    ["/api/user/get-documents", "GET"],
    ["/api/user/upload-document", "POST"],
  ])("%s needs a token", async (url, method) => {
    expect((await errorOf(await t.app.request(url, { method }))).status).toBe(401);
  });
});

describe("POST /api/user/upload-document", () => {
  it.each([
    ["passport.jpg", SIGNATURES.jpeg, "image/jpeg"],
    ["passport.JPEG", SIGNATURES.jpeg, "image/jpeg"],
    ["bill.png", SIGNATURES.png, "image/png"],
    ["statement.pdf", SIGNATURES.pdf, "application/pdf"],
  ])("accepts %s, stores it on disk and puts it in review", async (name, head, mimeType) => {
    const player = playerOf(t);
    const bytes = fileBytes(head, 4096);
    const { data } = await parseAs(UploadDocumentResponseSchema, await upload(t, player.headers, { kind: "identity_proof", name, bytes }));
    expect(data.document).toMatchObject({ kind: "identity_proof", status: "pending", fileName: name, mimeType, size: 4096, reviewedAt: null });
    expect(data.kycStatus).toBe("PENDING");
    const stored = filesIn(path.join(t.uploadsDir, String(player.userId)));
    expect(stored).toHaveLength(1);
    expect(stored[0]).not.toContain(name);
    expect(fs.readFileSync(path.join(t.uploadsDir, String(player.userId), stored[0]!))).toEqual(Buffer.from(bytes));
  });

  it.each([
    ["a gif", "photo.gif", SIGNATURES.gif, 1024, "FILE_TYPE", "Only jpg, pdf, png accepted"],
    ["no extension", "passport", SIGNATURES.jpeg, 1024, "FILE_TYPE", "Only jpg, pdf, png accepted"],
    ["a double extension", "passport.jpg.exe", SIGNATURES.jpeg, 1024, "FILE_TYPE", "Only jpg, pdf, png accepted"],
    ["png bytes named .jpg", "passport.jpg", SIGNATURES.png, 1024, "FILE_TYPE", "Only jpg, pdf, png accepted"],
    ["a zip named .pdf", "bill.pdf", SIGNATURES.zip, 1024, "FILE_TYPE", "Only jpg, pdf, png accepted"],
    ["an empty file", "bill.pdf", [], 0, "FILE_TYPE", "Only jpg, pdf, png accepted"],
    ["one byte over 25MB", "bill.pdf", SIGNATURES.pdf, DOCUMENT_MAX_BYTES + 1, "FILE_TOO_LARGE", "File size must be less than 25MB"],
  ])("refuses %s", async (_, name, head, size, code, message) => {
    const player = playerOf(t);
    const res = await upload(t, player.headers, { kind: "bank_statement", name, bytes: fileBytes(head, size) });
    expect(await errorOf(res)).toEqual({ status: 400, code, message });
    expect(filesIn(path.join(t.uploadsDir, String(player.userId)))).toEqual([]);
    expect((await documents(player.headers)).documents).toEqual([]);
  });

  it("cuts off a body far over 25MB while it streams", async () => {
    const res = await upload(t, playerOf(t).headers, { kind: "bank_statement", name: "huge.pdf", bytes: fileBytes(SIGNATURES.pdf, DOCUMENT_MAX_BYTES + 1024 * 1024) });
    expect(await errorOf(res)).toEqual({ status: 400, code: "FILE_TOO_LARGE", message: "File size must be less than 25MB" });
  });

  it("accepts a file of exactly 25MB", async () => {
    const res = await upload(t, playerOf(t).headers, { kind: "bank_statement", name: "big.pdf", bytes: fileBytes(SIGNATURES.pdf, DOCUMENT_MAX_BYTES) });
    expect((await parseAs(UploadDocumentResponseSchema, res)).data.document.size).toBe(DOCUMENT_MAX_BYTES);
  });

  it.each([
    ["no kind", { name: "a.pdf", bytes: fileBytes(SIGNATURES.pdf) }],
    ["an unknown kind", { kind: "selfie", name: "a.pdf", bytes: fileBytes(SIGNATURES.pdf) }],
    ["no file", { kind: "identity_proof" }],
  ])("answers VALIDATION_ERROR for %s", async (_, fields) => {
    expect(await errorOf(await upload(t, playerOf(t).headers, fields))).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
  });

  it("answers VALIDATION_ERROR for a JSON body", async () => {
    const res = await send(t, "POST", "/api/user/upload-document", { kind: "identity_proof" }, playerOf(t).headers);
    expect(await errorOf(res)).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
  });

  it("fulfils the document the operator requested instead of adding one", async () => {
    const newbie = playerOf(t, DEMO_PLAYER_IDS.newbie);
    const before = await documents(newbie.headers);
    expect(before).toMatchObject({ kycStatus: "REQUESTED", documents: [{ kind: "identity_proof", status: "requested", fileName: null }] });
    const res = await upload(t, newbie.headers, { kind: "identity_proof", name: "id.png", bytes: fileBytes(SIGNATURES.png) });
    const { data } = await parseAs(UploadDocumentResponseSchema, res);
    expect(data.document).toMatchObject({ id: before.documents[0]!.id, status: "pending", fileName: "id.png" });
    expect(data.document.requestedAt).not.toBeNull();
    expect((await documents(newbie.headers)).documents).toHaveLength(1);
  });
});

describe("isolation", () => {
  it("a second player's token neither lists nor touches the first player's documents", async () => {
    const first = playerOf(t);
    const second = playerOf(t);
    await upload(t, first.headers, { kind: "identity_proof", name: "mine.jpg", bytes: fileBytes(SIGNATURES.jpeg) });
    expect((await documents(second.headers)).documents).toEqual([]);
    await upload(t, second.headers, { kind: "identity_proof", name: "theirs.jpg", bytes: fileBytes(SIGNATURES.jpeg) });
    expect((await documents(first.headers)).documents.map((d) => d.fileName)).toEqual(["mine.jpg"]);
    expect(filesIn(path.join(t.uploadsDir, String(first.userId)))).toHaveLength(1);
  });

  it("the seeded players have their approved documents", async () => {
    const list = await documents(playerOf(t, DEMO_PLAYER_IDS.depositor).headers);
    expect(list).toMatchObject({ kycStatus: "APPROVED" });
    expect(list.documents.map((d) => [d.kind, d.status])).toEqual([
      ["proof_of_address", "approved"],
      ["identity_proof", "approved"],
    ]);
  });
});
