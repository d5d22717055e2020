import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SignUpResponseSchema, UserDetailsResponseSchema } from "@casino/api-client";
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

/** A birthday that turns 18 tomorrow. */
const seventeenYearsAgo = () => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - 18);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

describe("POST /api/user/sign-up", () => {
  const full = {
    email: "new@player.test",
    password: "Secret123!",
    username: "newplayer",
    firstName: "Ann",
    lastName: "Lee",
    dateOfBirth: "2000-01-01",
    countryCode: "mt",
    currencyCode: "EUR",
    phoneCode: "+356",
    phone: "79123456",
    gender: "",
    newsLetter: true,
  };

  it("creates a full account, logs it in and sends the verification e-mail", async () => {
    const res = await post("/api/user/sign-up", full, { origin: "http://localhost:5173" });
    expect(res.status).toBe(200);
    const { data } = await parseAs(SignUpResponseSchema, res);
    expect(data.createUser).toMatchObject({ username: "newplayer", email: "new@player.test", countryCode: "MT", registrationType: "full" });
    expect(data.createUser.password).toBeUndefined();

    const me = await parseAs(UserDetailsResponseSchema, await t.app.request("/api/user/get-user-details", { headers: bearer(data.accessToken) }));
    expect(me.data).toMatchObject({ firstName: "Ann", gender: "Not to say", phoneCode: "356", isEmailVerified: false, newsLetter: true });
    const mail = t.db.prepare("SELECT kind, body FROM outbox WHERE recipient = ?").get("new@player.test") as { kind: string; body: string };
    expect(mail.kind).toBe("verify-email");
    expect(mail.body).toContain("/api/user/verify-email?token=");
  });

  it("creates a short (e-mail + password) account", async () => {
    const { data } = await parseAs(SignUpResponseSchema, await post("/api/user/sign-up", { email: "short@player.test", password: "Secret123!" }));
    expect(data.createUser).toMatchObject({ registrationType: "short", currencyCode: "EUR" });
    expect(data.createUser.username).toMatch(/^player\d{6}$/);
  });

  it("creates a 1-click account with generated credentials that log in", async () => {
    const { data } = await parseAs(SignUpResponseSchema, await post("/api/user/sign-up", { currencyCode: "USD", countryCode: "MT" }));
    expect(data.createUser).toMatchObject({ registrationType: "one-click", currencyCode: "USD" });
    expect(data.createUser.email).toMatch(/@empty\.casino$/);
    const password = data.createUser.password!;
    expect(password).toMatch(/^(?=.*\d)(?=.*[A-Z])(?=.*[^A-Za-z0-9]).{12}$/);
    await expect(loginToken(t.app, data.createUser.username, password)).resolves.toBeTruthy();
  });

  it.each([
    ["a taken e-mail", { ...full, email: "DEPOSITOR@demo.casino", username: undefined, phone: undefined }, 409, "EMAIL_TAKEN"],
    ["a taken username", { ...full, username: "VIP" }, 409, "USERNAME_TAKEN"],
    ["a taken phone", { ...full, phoneCode: "356", phone: "21234567" }, 409, "PHONE_TAKEN"],
    ["an invalid e-mail", { ...full, email: "not-an-email" }, 400, "INVALID_EMAIL"],
    ["a placeholder e-mail", { ...full, email: "x@empty.casino" }, 400, "INVALID_EMAIL"],
    ["a short password", { ...full, password: "12345" }, 400, "INVALID_PASSWORD"],
    ["a password without e-mail or phone", { password: "Secret123!" }, 400, "EMAIL_OR_PHONE_REQUIRED"],
    ["an under-age player", { ...full, dateOfBirth: seventeenYearsAgo() }, 400, "INVALID_DOB"],
    ["an impossible date", { ...full, dateOfBirth: "1990-02-30" }, 400, "INVALID_DOB"],
    ["a phone with letters", { ...full, phone: "79-12x" }, 400, "INVALID_PHONE"],
    ["a too short phone", { ...full, phone: "12" }, 400, "PHONE_TOO_SHORT"],
    ["a too long phone", { ...full, phone: "1234567890123456" }, 400, "PHONE_TOO_LONG"],
    ["a bad username", { ...full, username: "a b" }, 400, "INVALID_USERNAME"],
    ["an unknown currency", { ...full, currencyCode: "XXX" }, 400, "INVALID_CURRENCY"],
    ["a too long name", { ...full, firstName: "x".repeat(256) }, 400, "NAME_TOO_LONG"],
    ["a wrong type", { ...full, newsLetter: "yes" }, 400, "VALIDATION_ERROR"],
  ])("rejects %s", async (_name, body, status, code) => {
    expect(await errorOf(await post("/api/user/sign-up", body))).toMatchObject({ status, code });
  });

  it.each([
    ["the visitor's country (x-sandbox-country)", { "x-sandbox-country": "GB" }, {}, "curacao-sandbox"],
    ["the visitor's country with another brand", { "x-sandbox-country": "FR" }, {}, "noir-sandbox"],
    ["the country named in the form", { "x-sandbox-country": "MT" }, { countryCode: "gb" }, "curacao-sandbox"],
  ])("answers REGISTRATION_RESTRICTED for %s in the brand's excluded list", async (_name, headers, extra, systemToken) => {
    t.db.prepare("UPDATE brand_settings SET settings_json = json_set(settings_json, '$.excludedCountryCodeList', json('[\"GB\",\"FR\"]'))").run();
    const res = await post("/api/user/sign-up", { ...full, ...extra }, { ...headers, "x-system-token": systemToken });
    expect(await errorOf(res)).toMatchObject({ status: 400, code: "REGISTRATION_RESTRICTED" });
  });

  it("registers a visitor whose country the brand allows", async () => {
    const res = await post("/api/user/sign-up", full, { "x-sandbox-country": "MT", "x-system-token": "noir-sandbox" });
    expect(res.status).toBe(200);
    expect(t.db.prepare("SELECT brand FROM users WHERE username = 'newplayer'").pluck().get()).toBe("noir");
  });
});
