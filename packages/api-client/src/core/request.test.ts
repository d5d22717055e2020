import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hangingResponder, json, useFakeFetch } from "../test/fake-fetch.ts";
import { resetApiClient } from "./config.ts";
import { successEnvelope } from "./envelope.ts";
import { NetworkError, TimeoutError, TransportError } from "./errors.ts";
import { TIMEOUT_MS, apiRequest, buildUrl } from "./request.ts";

const Schema = successEnvelope(v.object({ n: v.number() }));

afterEach(() => {
  resetApiClient();
  vi.useRealTimers();
});

describe("headers", () => {
  it.each([
    ["Accept-Language", {}, {}, "de"],
    ["Authorization", { getToken: () => "tok" }, {}, "Bearer tok"],
    ["Authorization", { getToken: () => null }, {}, null],
    ["x-system-token", { systemToken: "curacao-sandbox" }, {}, "curacao-sandbox"],
    ["x-system-token", { systemToken: "curacao-sandbox" }, { systemToken: false }, null],
    ["x-system-token", {}, { systemToken: true }, null],
    ["Cache-Control", {}, {}, "no-cache"],
    ["Pragma", {}, {}, "no-cache"],
    ["Cache-Control", {}, { cache: true }, null],
    ["Pragma", {}, { cache: true }, null],
    ["Idempotency-Key", {}, { idempotencyKey: "k-1" }, "k-1"],
    ["Idempotency-Key", {}, {}, null],
    ["Content-Type", {}, { method: "POST" as const, body: { a: 1 } }, "application/json"],
    ["Content-Type", {}, {}, null],
  ])("%s with config %o and options %o is %s", async (header, config, options, expected) => {
    const fake = useFakeFetch(() => json({ success: true, data: { n: 1 } }), { getLanguage: () => "de", ...config });
    await apiRequest({ path: "/x", schema: Schema, ...options });
    expect(fake.last().headers.get(header)).toBe(expected);
  });

  it("reads the token on every call", async () => {
    let token = "a";
    const fake = useFakeFetch(() => json({ success: true, data: { n: 1 } }), { getToken: () => token });
    await apiRequest({ path: "/x", schema: Schema });
    token = "b";
    await apiRequest({ path: "/x", schema: Schema });
    expect(fake.calls.map((c) => c.headers.get("Authorization"))).toEqual(["Bearer a", "Bearer b"]);
  });
});

describe("url and body", () => {
  it.each([
    ["https://a.test", "/p", undefined, "https://a.test/p"],
    ["https://a.test/", "/p", { x: 1, y: "z", off: false, no: undefined, nil: null }, "https://a.test/p?x=1&y=z&off=false"],
    ["", "/p", { q: "a b" }, "/p?q=a+b"],
  ])("buildUrl(%s, %s, %o) = %s", (base, path, query, expected) => {
    expect(buildUrl(base, path, query)).toBe(expected);
  });

  it("sends method and JSON body", async () => {
    const fake = useFakeFetch(() => json({ success: true, data: { n: 2 } }));
    const out = await apiRequest({ method: "PUT", path: "/x", body: { a: [1] }, schema: Schema });
    expect(out).toEqual({ success: true, data: { n: 2 } });
    expect(fake.last()).toMatchObject({ method: "PUT", url: "https://api.test/x", body: { a: [1] } });
  });

  it("sends FormData as it is, without a JSON content type", async () => {
    const fake = useFakeFetch(() => json({ success: true, data: { n: 2 } }));
    const form = new FormData();
    form.append("file", "x");
    await apiRequest({ method: "POST", path: "/upload", body: form, schema: Schema });
    expect(fake.last().body).toBe(form);
    expect(fake.last().headers.get("Content-Type")).toBeNull();
  });
});

describe("timeout and abort", () => {
  it("aborts after the default 15 s with a TimeoutError", async () => {
    vi.useFakeTimers();
    const fake = useFakeFetch(hangingResponder);
    const pending = apiRequest({ path: "/slow", schema: Schema });
    const caught = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
    expect(fake.last().signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await caught;
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({ timeoutMs: 15_000, path: "/slow", message: "Try again later" });
  });

  it("honours a per-call timeout", async () => {
    vi.useFakeTimers();
    useFakeFetch(hangingResponder);
    const caught = apiRequest({ path: "/slow", schema: Schema, timeoutMs: 500 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(500);
    expect(await caught).toMatchObject({ name: "TimeoutError", timeoutMs: 500 });
  });

  it("rethrows the caller's abort reason", async () => {
    const fake = useFakeFetch(hangingResponder);
    const controller = new AbortController();
    const caught = apiRequest({ path: "/x", schema: Schema, signal: controller.signal }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(fake.calls).toHaveLength(1));
    const reason = new Error("cancelled by caller");
    controller.abort(reason);
    expect(await caught).toBe(reason);
    expect(fake.last().signal?.aborted).toBe(true);
  });

  it("does not call fetch when the signal is already aborted", async () => {
    const fake = useFakeFetch();
    await expect(apiRequest({ path: "/x", schema: Schema, signal: AbortSignal.abort("gone") })).rejects.toBe("gone");
    expect(fake.fetch).not.toHaveBeenCalled();
  });

  it("maps a rejected fetch to NetworkError", async () => {
    useFakeFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    const error = await apiRequest({ path: "/x", schema: Schema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toBeInstanceOf(TransportError);
    expect((error as NetworkError).cause).toBeInstanceOf(TypeError);
  });
});

it("fails clearly when not configured", async () => {
  await expect(apiRequest({ path: "/x", schema: Schema })).rejects.toThrow(/configureApiClient/);
});
