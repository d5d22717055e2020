import {
  KycDocumentsResponseSchema,
  KycReviewResponseSchema,
  UploadDocumentResponseSchema,
  UserDetailsResponseSchema,
} from "@casino/api-client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_PLAYER_IDS } from "../db/seeds/demo-players.ts";
import { errorOf, parseAs } from "../test/contract.ts";
import { SIGNATURES, createSliceApp, fileBytes, get, playerOf, send, upload, type SliceApp } from "./kyc-test-kit.ts";

let t: SliceApp;
beforeEach(() => {
  t = createSliceApp();
});
afterEach(() => t.close());

const documents = async (headers: Record<string, string>) =>
  (await parseAs(KycDocumentsResponseSchema, await get(t, "/api/user/get-documents", headers))).data;
const kycStatusOf = async (headers: Record<string, string>) =>
  (await parseAs(UserDetailsResponseSchema, await get(t, "/api/user/get-user-details", headers))).data.kycStatus;

describe("the review delay (SANDBOX_KYC_REVIEW_SECONDS, 30 here)", () => {
  it("approves the document and the player once the clock passes the delay, without a timer", async () => {
    const player = playerOf(t);
    const uploaded = t.clock.now().toISOString();
    await upload(t, player.headers, { kind: "identity_proof", name: "id.jpg", bytes: fileBytes(SIGNATURES.jpeg) });
    t.clock.advance(29);
    expect((await documents(player.headers)).documents[0]!.status).toBe("pending");
    expect(await kycStatusOf(player.headers)).toBe("PENDING");

    t.clock.advance(1);
    expect(await kycStatusOf(player.headers)).toBe("APPROVED");
    const { documents: list } = await documents(player.headers);
    expect(list[0]).toMatchObject({ status: "approved", uploadedAt: uploaded, reviewedAt: new Date(Date.parse(uploaded) + 30_000).toISOString() });
  });

  it("is configurable: 0 seconds approves on the next request", async () => {
    t.close();
    t = createSliceApp({ reviewSeconds: 0 });
    const player = playerOf(t);
    await upload(t, player.headers, { kind: "bank_statement", name: "s.pdf", bytes: fileBytes(SIGNATURES.pdf) });
    expect(await documents(player.headers)).toMatchObject({ kycStatus: "APPROVED", documents: [{ status: "approved" }] });
  });
});

describe("POST /sandbox/kyc/<userId>/review", () => {
  const review = (userId: number, body: unknown) => send(t, "POST", `/sandbox/kyc/${userId}/review`, body);

  it("rejects the pending documents with a reason, then a new upload goes back into review", async () => {
    const player = playerOf(t);
    await upload(t, player.headers, { kind: "proof_of_address", name: "bill.pdf", bytes: fileBytes(SIGNATURES.pdf) });
    const { data } = await parseAs(KycReviewResponseSchema, await review(player.userId, { decision: "reject", reason: "Blurry" }));
    expect(data).toMatchObject({ kycStatus: "REJECTED", documents: [{ status: "rejected", reason: "Blurry" }] });

    t.clock.advance(60);
    await upload(t, player.headers, { kind: "proof_of_address", name: "bill2.pdf", bytes: fileBytes(SIGNATURES.pdf) });
    expect((await documents(player.headers)).kycStatus).toBe("PENDING");
  });

  it("approves one document now and can ask for another", async () => {
    const player = playerOf(t);
    const res = await upload(t, player.headers, { kind: "identity_proof", name: "id.jpg", bytes: fileBytes(SIGNATURES.jpeg) });
    const { id } = (await parseAs(UploadDocumentResponseSchema, res)).data.document;
    expect((await parseAs(KycReviewResponseSchema, await review(player.userId, { decision: "approve", documentId: id }))).data.kycStatus).toBe("APPROVED");
    const asked = await parseAs(KycReviewResponseSchema, await review(player.userId, { decision: "request", kind: "card_verification", reason: "Card used" }));
    expect(asked.data).toMatchObject({ kycStatus: "REQUESTED", documents: [{ kind: "card_verification", status: "requested", reason: "Card used" }, { status: "approved" }] });
  });

  const vipDocument = () => t.db.prepare("SELECT id FROM kyc_documents WHERE user_id = ? LIMIT 1").pluck().get(DEMO_PLAYER_IDS.vip) as number;

  it.each([
    ["an unknown player", () => 9999, () => ({ decision: "approve" }), 404, "USER_NOT_FOUND"],
    ["nothing pending", () => DEMO_PLAYER_IDS.depositor, () => ({ decision: "approve" }), 409, "NOTHING_TO_REVIEW"],
    ["a request without a kind", () => DEMO_PLAYER_IDS.depositor, () => ({ decision: "request" }), 400, "KIND_REQUIRED"],
    ["another player's document", () => DEMO_PLAYER_IDS.depositor, () => ({ decision: "approve", documentId: vipDocument() }), 404, "DOCUMENT_NOT_FOUND"],
    ["an unknown decision", () => DEMO_PLAYER_IDS.depositor, () => ({ decision: "maybe" }), 400, "VALIDATION_ERROR"],
  ])("refuses %s", async (_, userId, body, status, code) => {
    expect(await errorOf(await review(userId(), body()))).toMatchObject({ status, code });
  });
});
