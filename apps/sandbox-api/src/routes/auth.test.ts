import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LoginResponseSchema, LogoutResponseSchema } from "@casino/api-client";
import { DEMO_PASSWORD, DEMO_PLAYER_IDS } from "../db/seeds/demo-players.ts";
import { createTestApp, type TestApp } from "../test/app.ts";
import { errorOf, parseAs } from "../test/contract.ts";
import { bearer, jsonRequest, loginToken } from "../test/users.ts";

let t: TestApp;
beforeEach(() => {
  t = createTestApp();
});
afterEach(() => t.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request(path, jsonRequest("POST", body, headers));

describe("POST /api/user/login", () => {
  it.each([
    ["e-mail", "depositor@demo.casino"],
    ["e-mail in another case", "Depositor@Demo.Casino"],
    ["username (1-click accounts)", "depositor"],
  ])("logs in by %s", async (_name, login) => {
    const res = await post("/api/user/login", { email: login, password: DEMO_PASSWORD, cpnc: "spring" });
    expect(res.status).toBe(200);
    const { data } = await parseAs(LoginResponseSchema, res);
    expect(data).toMatchObject({ userId: DEMO_PLAYER_IDS.depositor, locale: "en", cpnc: "spring", lastLogin: null });
    expect(data.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("returns the previous login as lastLogin", async () => {
    await post("/api/user/login", { email: "vip@demo.casino", password: DEMO_PASSWORD }, { "x-forwarded-for": "10.0.0.7", "x-sandbox-country": "CA" });
    const res = await post("/api/user/login", { email: "vip@demo.casino", password: DEMO_PASSWORD });
    const { data } = await parseAs(LoginResponseSchema, res);
    expect(data.lastLogin).toMatchObject({ ip: "10.0.0.7", location: "CA" });
  });

  it.each([
    ["wrong password", { email: "newbie@demo.casino", password: "Demo1234?" }],
    ["unknown e-mail", { email: "nobody@demo.casino", password: DEMO_PASSWORD }],
    ["empty password", { email: "newbie@demo.casino", password: "" }],
  ])("answers 400 INVALID_CREDENTIALS for a %s", async (_name, body) => {
    expect(await errorOf(await post("/api/user/login", body))).toMatchObject({ status: 400, code: "INVALID_CREDENTIALS" });
  });

  it("answers 400 VALIDATION_ERROR without a password field", async () => {
    expect(await errorOf(await post("/api/user/login", { email: "a@b.cd" }))).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
  });

  it("stores only a hash of the token", async () => {
    const token = await loginToken(t.app, "newbie@demo.casino");
    const stored = t.db.prepare("SELECT token_hash FROM sessions").pluck().all() as string[];
    expect(stored).toHaveLength(1);
    expect(stored[0]).not.toContain(token);
    expect(stored[0]).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("POST /api/user/logout", () => {
  it("revokes the token with the reason", async () => {
    const token = await loginToken(t.app, "newbie@demo.casino");
    const res = await post("/api/user/logout", { reason: "USER_INACTIVITY_TIMEOUT" }, bearer(token));
    await parseAs(LogoutResponseSchema, res);
    expect(t.db.prepare("SELECT end_reason FROM sessions").pluck().get()).toBe("USER_INACTIVITY_TIMEOUT");
    const after = await t.app.request("/api/user/get-user-details", { headers: bearer(token) });
    expect(await errorOf(after)).toMatchObject({ status: 403, code: "SESSION_EXPIRED" });
  });

  it("is idempotent for an ended or unknown token", async () => {
    const token = await loginToken(t.app, "newbie@demo.casino");
    await post("/api/user/logout", { reason: "USER_INITIATED" }, bearer(token));
    expect((await post("/api/user/logout", { reason: "USER_INITIATED" }, bearer(token))).status).toBe(200);
    expect((await post("/api/user/logout", { reason: "USER_INITIATED" }, bearer("unknown"))).status).toBe(200);
  });

  it.each([
    ["no token", {}, { reason: "USER_INITIATED" }, 401, "UNAUTHORIZED"],
    ["a server-only reason", bearer("x"), { reason: "SESSION_EXPIRED" }, 400, "VALIDATION_ERROR"],
  ])("answers an error for %s", async (_name, headers, body, status, code) => {
    expect(await errorOf(await post("/api/user/logout", body, headers))).toMatchObject({ status, code });
  });
});
