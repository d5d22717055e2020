import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configureApiClient, resetApiClient } from "../../core/config.ts";
import { ApiError, DataLoadingError, NetworkError, TimeoutError } from "../../core/errors.ts";
import { FakeXhr } from "../../test/fake-xhr.ts";
import { uploadDocumentWithProgress } from "./documents.ts";

const document = {
  id: 9, kind: "identity_proof", status: "pending", fileName: "id.png", mimeType: "image/png", size: 8,
  reason: null, requestedAt: null, uploadedAt: "2026-03-10T12:00:00.000Z", reviewedAt: null,
};
const file = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], "id.png", { type: "image/png" });
const onSessionExpired = vi.fn();

beforeEach(() => {
  FakeXhr.instances = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  onSessionExpired.mockReset();
  configureApiClient({ baseUrl: "https://api.test/", systemToken: "brand-token", getToken: () => "tok", getLanguage: () => "de", onSessionExpired });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetApiClient();
});

describe("uploadDocumentWithProgress", () => {
  it("posts kind and file with the core's headers, reports progress and resolves with the parsed data", async () => {
    const onProgress = vi.fn();
    const done = uploadDocumentWithProgress({ kind: "identity_proof", file: file() }, { onProgress });
    const xhr = FakeXhr.last!;
    expect(xhr).toMatchObject({ method: "POST", url: "https://api.test/api/user/upload-document" });
    expect(xhr.headers).toMatchObject({
      "accept-language": "de",
      authorization: "Bearer tok",
      "x-system-token": "brand-token",
      "cache-control": "no-cache",
    });
    expect(xhr.headers["content-type"]).toBeUndefined();
    const body = xhr.body as FormData;
    expect(body.get("kind")).toBe("identity_proof");
    expect((body.get("file") as File).name).toBe("id.png");
    xhr.progress(4, 8);
    xhr.progress(8, 8);
    expect(onProgress.mock.calls.map(([p]) => p)).toEqual([{ loaded: 4, total: 8 }, { loaded: 8, total: 8 }]);
    xhr.respond(200, { success: true, data: { document, kycStatus: "PENDING" }, extra: 1 });
    await expect(done).resolves.toEqual({ document, kycStatus: "PENDING" });
  });

  it.each([
    [400, "FILE_TYPE", "Only jpg, pdf, png accepted"],
    [400, "FILE_TOO_LARGE", "File size must be less than 25MB"],
    [401, "UNAUTHORIZED", "Log in first"],
  ])("throws the server's %i %s as an ApiError", async (status, code, message) => {
    const done = uploadDocumentWithProgress({ kind: "identity_proof", file: file() });
    FakeXhr.last!.respond(status, { success: false, code, message });
    await expect(done).rejects.toMatchObject({ name: "ApiError", status, code, message });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it("treats the session's 403 as an expired session, like every other call", async () => {
    const done = uploadDocumentWithProgress({ kind: "identity_proof", file: file() });
    FakeXhr.last!.respond(403, { success: false, code: "SESSION_EXPIRED", message: "Session expired" });
    await expect(done).rejects.toBeInstanceOf(ApiError);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it("leaves the session alone on a proxy's 403 page", async () => {
    const done = uploadDocumentWithProgress({ kind: "identity_proof", file: file() });
    FakeXhr.last!.respond(403, "<html><body>Forbidden</body></html>");
    await expect(done).rejects.toMatchObject({ name: "ApiError", status: 403, code: "HTTP_403" });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it("rejects an answer that breaks the contract as a DataLoadingError", async () => {
    const done = uploadDocumentWithProgress({ kind: "identity_proof", file: file() });
    FakeXhr.last!.respond(200, { success: true, data: { document: { ...document, status: "lost" }, kycStatus: "PENDING" } });
    await expect(done).rejects.toBeInstanceOf(DataLoadingError);
  });

  it("reports a dropped connection as a NetworkError", async () => {
    const done = uploadDocumentWithProgress({ kind: "identity_proof", file: file() });
    FakeXhr.last!.onerror?.();
    await expect(done).rejects.toBeInstanceOf(NetworkError);
  });

  it("reports a network timeout (the request's timeout event, as Chromium fires it) as a TimeoutError", async () => {
    vi.useFakeTimers();
    let outcome: unknown = "still uploading";
    uploadDocumentWithProgress({ kind: "identity_proof", file: file() }).catch((error: unknown) => {
      outcome = error;
    });
    FakeXhr.last!.ontimeout?.();
    // At once, not at the stall timeout (15 s): the finished request would not fire abort for it in a browser.
    await vi.advanceTimersByTimeAsync(10);
    expect(outcome).toBeInstanceOf(TimeoutError);
  });

  it("cancels on the caller's signal and rethrows its reason", async () => {
    const controller = new AbortController();
    const done = uploadDocumentWithProgress({ kind: "identity_proof", file: file() }, { signal: controller.signal });
    controller.abort(new Error("cancelled by the player"));
    await expect(done).rejects.toThrow("cancelled by the player");
    expect(FakeXhr.last!.aborted).toBe(true);
  });

  it("gives up after the stall timeout without progress, but not while bytes keep flowing", async () => {
    vi.useFakeTimers();
    const done = uploadDocumentWithProgress({ kind: "identity_proof", file: file() }, { stallTimeoutMs: 1000 });
    const outcome = done.catch((e: unknown) => e);
    vi.advanceTimersByTime(900);
    FakeXhr.last!.progress(1, 8);
    vi.advanceTimersByTime(900);
    expect(FakeXhr.last!.aborted).toBe(false);
    vi.advanceTimersByTime(200);
    expect(await outcome).toBeInstanceOf(TimeoutError);
  });
});
