import * as v from "valibot";
import { afterEach, describe, expect, it } from "vitest";
import { json, useFakeFetch } from "../test/fake-fetch.ts";
import { resetApiClient } from "./config.ts";
import { successEnvelope } from "./envelope.ts";
import { ApiError, DataLoadingError, isSessionExpired } from "./errors.ts";
import { apiRequest } from "./request.ts";

const Schema = successEnvelope(v.object({ n: v.number() }));
const request = () => apiRequest({ path: "/x", schema: Schema });

afterEach(() => resetApiClient());

describe("403", () => {
  const withToken = { getToken: () => "tok" };
  const sessionEnded = () => json({ success: false, code: "SESSION_EXPIRED", message: "Session expired" }, 403);

  it("the session's 403 (SESSION_EXPIRED on a call with a token) calls onSessionExpired and throws the server's ApiError", async () => {
    const fake = useFakeFetch(sessionEnded, withToken);
    const error = await request().catch((e: unknown) => e);
    expect(fake.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: "SESSION_EXPIRED", message: "Session expired" });
    expect(isSessionExpired(error)).toBe(true);
  });

  it.each<[string, () => Response]>([
    ["a proxy's HTML page", () => new Response("<html><body><h1>403 Forbidden</h1></body></html>", { status: 403, headers: { "Content-Type": "text/html" } })],
    ["an empty body", () => new Response("", { status: 403 })],
    ["another code", () => json({ success: false, code: "WAF_BLOCKED", message: "Request blocked" }, 403)],
    ["JSON without a code", () => json({ error: "forbidden" }, 403)],
  ])("a 403 with %s is an ordinary ApiError: the session stays", async (_name, respond) => {
    const fake = useFakeFetch(respond, withToken);
    const error = await request().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403 });
    expect(isSessionExpired(error)).toBe(false);
    expect(fake.onSessionExpired).not.toHaveBeenCalled();
  });

  it("a guest's call (no token sent) never ends a session, even with the code", async () => {
    const fake = useFakeFetch(sessionEnded);
    const error = await request().catch((e: unknown) => e);
    expect(fake.last().headers.has("Authorization")).toBe(false);
    expect(isSessionExpired(error)).toBe(true);
    expect(fake.onSessionExpired).not.toHaveBeenCalled();
  });

  it.each([400, 401, 404, 409, 500])("does not call onSessionExpired for %i, even with the code", async (status) => {
    const fake = useFakeFetch(() => json({ success: false, code: "SESSION_EXPIRED", message: "x" }, status), withToken);
    await expect(request()).rejects.toBeInstanceOf(ApiError);
    expect(fake.onSessionExpired).not.toHaveBeenCalled();
  });
});

describe("error bodies", () => {
  it.each([
    ["JSON error body", () => json({ success: false, code: "EMAIL_TAKEN", message: "Email taken" }, 409), 409, "EMAIL_TAKEN", "Email taken"],
    ["HTML 502 page", () => new Response("<html>Bad gateway</html>", { status: 502 }), 502, "HTTP_502", "Something went wrong"],
    ["empty 503", () => new Response("", { status: 503 }), 503, "HTTP_503", "Service Unavailable"],
    ["plain 500", () => new Response("boom", { status: 500 }), 500, "HTTP_500", "Internal server error"],
    ["JSON without code", () => json({ error: "nope" }, 404), 404, "HTTP_404", "Not found"],
    ["2xx failure envelope", () => json({ success: false, code: "GLOBAL_ERROR", message: "Cashier closed" }, 200), 400, "GLOBAL_ERROR", "Cashier closed"],
  ])("%s -> ApiError(%i, %s)", async (_name, respond, status, code, message) => {
    useFakeFetch(respond);
    const error = await request().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, code, message });
  });

  it("keeps the body as details", async () => {
    useFakeFetch(() => new Response("<html/>", { status: 502 }));
    expect(await request().catch((e: ApiError) => e.details)).toBe("<html/>");
  });
});

describe("schema", () => {
  it.each([
    ["wrong type", () => json({ success: true, data: { n: "1" } })],
    ["missing envelope", () => json({ n: 1 })],
    ["not JSON", () => new Response("<html/>", { status: 200 })],
  ])("%s -> DataLoadingError", async (_name, respond) => {
    useFakeFetch(respond);
    const error = await request().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataLoadingError);
    expect(error).toMatchObject({ message: "Data loading error", path: "/x" });
  });

  it("carries the valibot issues", async () => {
    useFakeFetch(() => json({ success: true, data: { n: "1" } }));
    const error = (await request().catch((e: unknown) => e)) as DataLoadingError;
    expect(error.issues[0]?.path?.map((p) => p.key)).toEqual(["data", "n"]);
  });

  it("returns the parsed output (unknown keys stripped)", async () => {
    useFakeFetch(() => json({ success: true, data: { n: 1, extra: true } }));
    expect(await request()).toEqual({ success: true, data: { n: 1 } });
  });
});
