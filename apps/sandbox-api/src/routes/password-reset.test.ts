import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ForgotPasswordResponseSchema, OutboxResponseSchema, ResetPasswordResponseSchema } from "@casino/api-client";
import type { Hono } from "hono";
import { createTestApp, type TestApp } from "../test/app.ts";
import { errorOf, manualClock, parseAs, withClock } from "../test/contract.ts";
import { bearer, jsonRequest, loginToken } from "../test/users.ts";

let t: TestApp;
let clock: ReturnType<typeof manualClock>;
let app: Hono;
beforeEach(() => {
  t = createTestApp();
  clock = manualClock();
  app = withClock(t, clock.now);
});
afterEach(() => t.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) => app.request(path, jsonRequest("POST", body, headers));
const outbox = async (to: string) =>
  (await parseAs(OutboxResponseSchema, await app.request(`/sandbox/outbox?to=${encodeURIComponent(to)}`))).data.messages;
const lastSecret = async (to: string, pattern: RegExp) => pattern.exec((await outbox(to)).at(-1)!.body)![1]!;

describe("by e-mail", () => {
  it("sends a link, sets the new password, ends every session and points to the login modal", async () => {
    const old = await loginToken(app, "depositor@demo.casino");
    const res = await post("/api/user/forgot-password", { email: "depositor@demo.casino", redirectBase: "http://localhost:5173" });
    await parseAs(ForgotPasswordResponseSchema, res);
    const [mail] = await outbox("depositor@demo.casino");
    expect(mail).toMatchObject({ channel: "email", kind: "reset-password", subject: "Reset your password" });
    expect(mail!.body).toContain("http://localhost:5173/?modal=reset-password&token=");

    const token = await lastSecret("depositor@demo.casino", /token=([\w-]+)/);
    const done = await parseAs(ResetPasswordResponseSchema, await post("/api/user/reset-password", { token, newPassword: "Brand1New!" }));
    expect(done.data.redirectTo).toBe("/casino?modal=login");
    expect((await app.request("/api/user/get-user-details", { headers: bearer(old) })).status).toBe(403);
    await expect(loginToken(app, "depositor@demo.casino", "Brand1New!")).resolves.toBeTruthy();
    // One use only.
    expect((await errorOf(await post("/api/user/reset-password", { token, newPassword: "Again1234!" }))).code).toBe("INVALID_RESET_TOKEN");
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const res = await post("/api/user/forgot-password", { email: "ghost@demo.casino" });
    expect(res.status).toBe(200);
    expect(await outbox("ghost@demo.casino")).toEqual([]);
  });

  it.each([
    [3599, 200, undefined],
    [3600, 400, "RESET_TOKEN_EXPIRED"],
  ])("a link used %i s after sending answers %i", async (seconds, status, code) => {
    await post("/api/user/forgot-password", { email: "newbie@demo.casino" });
    const token = await lastSecret("newbie@demo.casino", /token=([\w-]+)/);
    clock.advance(seconds);
    const res = await post("/api/user/reset-password", { token, newPassword: "Brand1New!" });
    expect(res.status).toBe(status);
    if (code) expect((await errorOf(res)).code).toBe(code);
  });

  it("a second request voids the first link", async () => {
    await post("/api/user/forgot-password", { email: "newbie@demo.casino" });
    const first = await lastSecret("newbie@demo.casino", /token=([\w-]+)/);
    await post("/api/user/forgot-password", { email: "newbie@demo.casino" });
    expect((await errorOf(await post("/api/user/reset-password", { token: first, newPassword: "Brand1New!" }))).code).toBe("INVALID_RESET_TOKEN");
  });

  it("rejects a too short new password without using the link", async () => {
    await post("/api/user/forgot-password", { email: "newbie@demo.casino" });
    const token = await lastSecret("newbie@demo.casino", /token=([\w-]+)/);
    expect((await errorOf(await post("/api/user/reset-password", { token, newPassword: "abc" }))).code).toBe("INVALID_PASSWORD");
    expect((await post("/api/user/reset-password", { token, newPassword: "Brand1New!" })).status).toBe(200);
  });
});

describe("by SMS", () => {
  const phone = { phoneCode: "+356", phone: "21234567" };

  it("texts a 6-digit code that resets the password", async () => {
    await parseAs(ForgotPasswordResponseSchema, await post("/api/user/forgot-password", phone));
    const [sms] = await outbox("+35621234567");
    expect(sms).toMatchObject({ channel: "sms", kind: "reset-password", subject: null });
    const code = await lastSecret("+35621234567", /code: (\d{6})/);
    const res = await post("/api/user/reset-password", { ...phone, code, newPassword: "Brand1New!" });
    expect((await parseAs(ResetPasswordResponseSchema, res)).data.redirectTo).toBe("/casino?modal=login");
    await expect(loginToken(app, "depositor@demo.casino", "Brand1New!")).resolves.toBeTruthy();
  });

  it("reads the outbox with an unencoded + too", async () => {
    await post("/api/user/forgot-password", phone);
    const res = await app.request("/sandbox/outbox?to=+35621234567");
    expect((await parseAs(OutboxResponseSchema, res)).data.messages).toHaveLength(1);
  });

  it("stops accepting the code after 5 wrong attempts", async () => {
    await post("/api/user/forgot-password", phone);
    const code = await lastSecret("+35621234567", /code: (\d{6})/);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      expect((await errorOf(await post("/api/user/reset-password", { ...phone, code: wrong, newPassword: "Brand1New!" }))).code).toBe("INVALID_RESET_TOKEN");
    }
    expect((await errorOf(await post("/api/user/reset-password", { ...phone, code, newPassword: "Brand1New!" }))).code).toBe("INVALID_RESET_TOKEN");
  });

  it("expires the code after 15 minutes", async () => {
    await post("/api/user/forgot-password", phone);
    const code = await lastSecret("+35621234567", /code: (\d{6})/);
    clock.advance(15 * 60);
    expect((await errorOf(await post("/api/user/reset-password", { ...phone, code, newPassword: "Brand1New!" }))).code).toBe("RESET_TOKEN_EXPIRED");
  });
});
