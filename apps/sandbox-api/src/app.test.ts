import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { gunzipSync } from "node:zlib";
import * as v from "valibot";
import { ApiError, forbidden } from "./http/errors.ts";
import { readBody, readQuery } from "./http/validate.ts";
import { createTestApp, type TestApp } from "./test/app.ts";

let t: TestApp;
beforeEach(() => {
  t = createTestApp();
});
afterEach(() => t.close());

describe("app", () => {
  it("answers the health check", async () => {
    const res = await t.app.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it("answers unknown routes with a JSON 404", async () => {
    const res = await t.app.request("/api/user/nothing-here", { method: "POST" });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toEqual({
      success: false,
      code: "NOT_FOUND",
      message: "Not found: POST /api/user/nothing-here",
    });
  });
});

describe("compression", () => {
  const rows = Array.from({ length: 300 }, (_, i) => ({ id: i, slug: `category-${i}`, name: `Category ${i}` }));
  beforeEach(() => {
    t.app.get("/big-json", (c) => c.json(rows));
  });

  it("gzips JSON for a client that accepts it, and the body is the same JSON", async () => {
    const res = await t.app.request("/big-json", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
    const encoded = new Uint8Array(await res.arrayBuffer());
    const plain = JSON.stringify(rows);
    expect(encoded.length).toBeLessThan(plain.length / 4);
    expect(JSON.parse(gunzipSync(encoded).toString("utf8"))).toEqual(rows);
  });

  it("leaves an answer alone when the client does not accept gzip", async () => {
    const res = await t.app.request("/big-json", { headers: { "Accept-Encoding": "identity" } });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.json()).toEqual(rows);
  });
});

describe("errors", () => {
  it.each([
    [new ApiError(400, "AMOUNT_BELOW_ZERO", "Amount below zero"), 400],
    [new ApiError(401, "UNAUTHORIZED", "Log in first"), 401],
    [forbidden(), 403],
    [new ApiError(404, "GAME_NOT_FOUND", "GAME NOT FOUND"), 404],
  ])("turns a thrown %s into its status and JSON body", async (error, status) => {
    t.app.get("/throws", () => {
      throw error;
    });
    const res = await t.app.request("/throws");
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ success: false, code: error.code, message: error.message });
  });

  it("hides unexpected errors behind a JSON 500", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    t.app.get("/crashes", () => {
      throw new Error("secret detail");
    });
    const res = await t.app.request("/crashes");
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      success: false,
      code: "INTERNAL_SERVER_ERROR",
      message: "Internal server error",
    });
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });
});

describe("request validation", () => {
  const Body = v.object({ amount: v.pipe(v.number(), v.minValue(1)) });
  const Query = v.object({ locale: v.optional(v.picklist(["en", "de"]), "en") });

  beforeEach(() => {
    t.app.post("/echo", async (c) => c.json(await readBody(c, Body)));
    t.app.get("/echo", (c) => c.json(readQuery(c, Query)));
  });

  const post = (body: string) =>
    t.app.request("/echo", { method: "POST", body, headers: { "content-type": "application/json" } });

  it("passes a valid body and query through", async () => {
    expect(await (await post('{"amount":25}')).json()).toEqual({ amount: 25 });
    expect(await (await t.app.request("/echo")).json()).toEqual({ locale: "en" });
  });

  it.each([
    ["malformed JSON", "{", "MALFORMED_JSON"],
    ["a body failing its schema", '{"amount":0}', "VALIDATION_ERROR"],
  ])("answers 400 to %s", async (_, body, code) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, code });
  });

  it("answers 400 to a query failing its schema", async () => {
    const res = await t.app.request("/echo?locale=xx");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
  });
});

describe("CORS", () => {
  const preflight = (origin: string) =>
    t.app.request("/api/core/casino/settings2", {
      method: "OPTIONS",
      headers: {
        origin,
        "access-control-request-method": "GET",
        "access-control-request-headers": "authorization,x-system-token",
      },
    });

  it.each(["http://localhost:5173", "http://127.0.0.1:4173", "https://localhost:3000"])(
    "allows the dev origin %s with credentials and the client's headers",
    async (origin) => {
      const res = await preflight(origin);
      expect(res.status).toBe(204);
      expect(res.headers.get("access-control-allow-origin")).toBe(origin);
      expect(res.headers.get("access-control-allow-credentials")).toBe("true");
      const allowed = res.headers.get("access-control-allow-headers")?.split(",");
      expect(allowed).toEqual(
        expect.arrayContaining([
          "authorization",
          "accept-language",
          "x-system-token",
          "idempotency-key",
          "cache-control",
          "pragma",
        ]),
      );
    },
  );

  it("allows a dev origin on simple requests", async () => {
    const res = await t.app.request("/api/health", { headers: { origin: "http://localhost:5173" } });
    expect(res.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
  });

  it.each(["https://evil.example", "http://localhost.evil.example:5173"])("refuses %s", async (origin) => {
    const res = await preflight(origin);
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });
});
