import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Hono } from "hono";
import {
  OutboxResponseSchema,
  RegistrationCredentialsResponseSchema,
  SendVerificationEmailResponseSchema,
  SignUpResponseSchema,
  UserDetailsResponseSchema,
  VerifyEmailResponseSchema,
} from "@casino/api-client";
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
const lastToken = async (to: string) => /token=([\w-]+)/.exec((await outbox(to)).at(-1)!.body)![1]!;
const isVerified = async (token: string) =>
  (await parseAs(UserDetailsResponseSchema, await app.request("/api/user/get-user-details", { headers: bearer(token) }))).data.isEmailVerified;

describe("e-mail verification", () => {
  it("sends a link that verifies through the SPA call and then reports already-verified", async () => {
    const session = await loginToken(app, "newbie@demo.casino");
    const res = await post("/api/user/send-verification-email", { redirectBase: "http://localhost:4173/design" }, bearer(session));
    expect((await parseAs(SendVerificationEmailResponseSchema, res)).message).toBe("Verification e-mail sent");
    const token = await lastToken("newbie@demo.casino");

    const first = await parseAs(VerifyEmailResponseSchema, await post("/api/user/verify-email", { token }));
    expect(first.data).toEqual({ result: "verified", redirectTo: "/casino?modal=login" });
    expect(await isVerified(session)).toBe(true);
    const again = await parseAs(VerifyEmailResponseSchema, await post("/api/user/verify-email", { token }));
    expect(again.data.result).toBe("already-verified");
  });

  it.each([
    ["a valid link", 0, "http://localhost:4173/casino?modal=login"],
    ["a link older than 24 h", 24 * 3600, "http://localhost:4173/?modal=verify-email-expired"],
  ])("GET with %s redirects to the front end (spec §2)", async (_name, seconds, location) => {
    const session = await loginToken(app, "newbie@demo.casino");
    await post("/api/user/send-verification-email", {}, { ...bearer(session), origin: "http://localhost:4173" });
    const token = await lastToken("newbie@demo.casino");
    clock.advance(seconds);
    const res = await app.request(`/api/user/verify-email?token=${token}`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(location);
  });

  it.each([
    ["an unknown token", async () => "nope", "invalid"],
    ["a link replaced by a resend", async (session: string) => {
      await post("/api/user/send-verification-email", {}, bearer(session));
      const old = await lastToken("newbie@demo.casino");
      await post("/api/user/send-verification-email", {}, bearer(session));
      return old;
    }, "expired"],
  ])("answers %s with the expired-modal target", async (_name, makeToken, result) => {
    const session = await loginToken(app, "newbie@demo.casino");
    const res = await post("/api/user/verify-email", { token: await makeToken(session) });
    expect((await parseAs(VerifyEmailResponseSchema, res)).data).toEqual({ result, redirectTo: "/?modal=verify-email-expired" });
    expect(await isVerified(session)).toBe(false);
  });

  it("ignores a foreign redirect base (no open redirect)", async () => {
    const session = await loginToken(app, "newbie@demo.casino");
    await post("/api/user/send-verification-email", { redirectBase: "https://evil.example" }, bearer(session));
    const res = await app.request(`/api/user/verify-email?token=${await lastToken("newbie@demo.casino")}`);
    expect(res.headers.get("location")).toBe("/casino?modal=login");
  });

  it.each([
    ["a verified player", "vip@demo.casino", 409, "EMAIL_ALREADY_VERIFIED"],
  ])("refuses to send to %s", async (_name, email, status, code) => {
    const session = await loginToken(app, email);
    expect(await errorOf(await post("/api/user/send-verification-email", {}, bearer(session)))).toMatchObject({ status, code });
  });

  it("refuses a placeholder address with NO_EMAIL and needs a token", async () => {
    const { data } = await parseAs(SignUpResponseSchema, await post("/api/user/sign-up", {}));
    expect((await errorOf(await post("/api/user/send-verification-email", {}, bearer(data.accessToken)))).code).toBe("NO_EMAIL");
    expect((await post("/api/user/send-verification-email", {})).status).toBe(401);
  });
});

describe("registration credentials e-mail (1-click)", () => {
  it("mails the account's own credentials", async () => {
    const { data } = await parseAs(SignUpResponseSchema, await post("/api/user/sign-up", { currencyCode: "EUR" }));
    const { username, password } = data.createUser;
    const res = await post("/api/user/send-registration-credentials", { email: "me@home.test", username, password }, bearer(data.accessToken));
    expect((await parseAs(RegistrationCredentialsResponseSchema, res)).message).toBe("Credentials sent");
    const [mail] = await outbox("me@home.test");
    expect(mail).toMatchObject({ kind: "registration-credentials" });
    expect(mail!.body).toContain(`username: ${username}`);
    expect(mail!.body).toContain(`password: ${password}`);
  });

  it.each([
    ["a wrong password", { username: "newbie", password: "x", email: "me@home.test" }, "INVALID_CREDENTIALS"],
    ["another player's username", { username: "vip", password: "Demo1234!", email: "me@home.test" }, "INVALID_CREDENTIALS"],
    ["an invalid address", { username: "newbie", password: "Demo1234!", email: "nope" }, "INVALID_EMAIL"],
  ])("refuses %s", async (_name, body, code) => {
    const session = await loginToken(app, "newbie@demo.casino");
    expect(await errorOf(await post("/api/user/send-registration-credentials", body, bearer(session)))).toMatchObject({ status: 400, code });
    expect(await outbox("me@home.test")).toEqual([]);
  });
});
