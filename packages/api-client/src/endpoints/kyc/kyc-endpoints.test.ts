import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetApiClient } from "../../core/config.ts";
import { json, useFakeFetch } from "../../test/fake-fetch.ts";
import { documentLabelsQueryOptions, getDocumentLabels } from "./document-labels.ts";
import { getDocuments, kycDocumentsQueryOptions, uploadDocument, uploadDocumentMutationOptions } from "./documents.ts";
import { reviewKycDocuments } from "./kyc-review.ts";

afterEach(() => resetApiClient());

const document = {
  id: 1, kind: "identity_proof", status: "pending", fileName: "id.jpg", mimeType: "image/jpeg", size: 10,
  reason: null, requestedAt: null, uploadedAt: "2026-03-10T12:00:00.000Z", reviewedAt: null,
};
const labels = { labels: [{ kind: "identity_proof", label: "Identity proof", description: "Passport" }], accepted: ["jpg"], maxBytes: 1, reviewHours: 24 };
const list = { documents: [document], kycStatus: "PENDING" };

describe("KYC endpoints", () => {
  it.each([
    ["getDocumentLabels", () => getDocumentLabels(), "GET", "/api/user/get-document-label", labels],
    ["getDocuments", () => getDocuments(), "GET", "/api/user/get-documents", list],
    ["reviewKycDocuments", () => reviewKycDocuments(7, { decision: "approve" }), "POST", "/sandbox/kyc/7/review", list],
  ])("%s calls its method and path and resolves with data", async (_name, call, method, path, data) => {
    const fake = useFakeFetch(() => json({ success: true, data }));
    expect(await call()).toEqual(data);
    expect(fake.last()).toMatchObject({ method, url: `https://api.test${path}` });
  });

  it("uploads kind and file as multipart form data", async () => {
    const fake = useFakeFetch(() => json({ success: true, data: { document, kycStatus: "PENDING" } }));
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], "id.jpg", { type: "image/jpeg" });
    await uploadDocument({ kind: "identity_proof", file });
    const body = fake.last().body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get("kind")).toBe("identity_proof");
    expect((body.get("file") as File).name).toBe("id.jpg");
    expect(fake.last().headers.get("content-type")).toBeNull();
  });

  it("rejects a document with an unknown status as a DataLoadingError", async () => {
    useFakeFetch(() => json({ success: true, data: { documents: [{ ...document, status: "lost" }], kycStatus: "PENDING" } }));
    await expect(getDocuments()).rejects.toMatchObject({ name: "DataLoadingError" });
  });

  it("keys the queries by the kyc entity and refreshes documents and user after an upload", async () => {
    expect(documentLabelsQueryOptions().queryKey).toEqual(["kyc", "labels"]);
    expect(kycDocumentsQueryOptions().queryKey).toEqual(["kyc", "documents"]);
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    await uploadDocumentMutationOptions(queryClient).onSuccess!({ document, kycStatus: "PENDING" } as never, {} as never, undefined, {} as never);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([["kyc", "documents"], ["user", "details"]]);
  });
});
