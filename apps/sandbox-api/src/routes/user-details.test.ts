import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { UpdateUserDetailsResponseSchema, UserDetailsResponseSchema, type UpdateUserDetailsPayload } from "@casino/api-client";
import { DEMO_PLAYER_IDS } from "../db/seeds/demo-players.ts";
import { readWallet } from "../repos/wallet-read.ts";
import { createTestApp, type TestApp } from "../test/app.ts";
import { errorOf, parseAs } from "../test/contract.ts";
import { bearer, jsonRequest, loginToken } from "../test/users.ts";

let t: TestApp;
beforeEach(() => {
  t = createTestApp();
});
afterEach(() => t.close());

const details = async (token: string) =>
  (await parseAs(UserDetailsResponseSchema, await t.app.request("/api/user/get-user-details", { headers: bearer(token) }))).data;
const update = (token: string, body: UpdateUserDetailsPayload) =>
  t.app.request("/api/user/update-user-details", jsonRequest("PUT", body, bearer(token)));

describe("GET /api/user/get-user-details", () => {
  it("answers the player's profile, wallet and account record", async () => {
    const token = await loginToken(t.app, "depositor@demo.casino");
    const user = await details(token);
    expect(user).toMatchObject({
      userId: DEMO_PLAYER_IDS.depositor,
      email: "depositor@demo.casino",
      isEmailVerified: true,
      currencySymbol: "€",
      kycStatus: "APPROVED",
      userLimit: { selfExclusion: null, isSelfExclusionPermanent: false },
      // The rewards seed runs the welcome bonus for the depositor.
      activeBonus: expect.objectContaining({ type: "deposit", status: "active" }),
      getUser: { id: DEMO_PLAYER_IDS.depositor, registrationType: "full" },
    });
    // The wallet seed gives the depositor money: the answer is the ledger's balance in major units.
    expect(user.userWallet).toEqual(readWallet(t.db, DEMO_PLAYER_IDS.depositor));
    expect(user.userWallet.amount).toBeGreaterThan(0);
    expect(user.getUser.lastLoginAt).not.toBeNull();
    expect(user.referralData.referralCode).toMatch(/^[0-9A-F]{10}$/);
  });

  it.each([
    ["no token", {}, 401],
    ["an unknown token", bearer("nope"), 403],
  ])("answers %s with %i", async (_name, headers, status) => {
    expect((await t.app.request("/api/user/get-user-details", { headers })).status).toBe(status);
  });
});

describe("two players", () => {
  it("each token reads and changes only its own player", async () => {
    const newbie = await loginToken(t.app, "newbie@demo.casino");
    const vip = await loginToken(t.app, "vip@demo.casino");
    expect((await details(newbie)).userId).toBe(DEMO_PLAYER_IDS.newbie);
    expect((await details(vip)).userId).toBe(DEMO_PLAYER_IDS.vip);

    // The payload cannot name another player: unknown keys such as userId are dropped.
    const res = await update(vip, { nickname: "changed", userId: DEMO_PLAYER_IDS.newbie } as UpdateUserDetailsPayload);
    expect(res.status).toBe(200);
    expect((await details(vip)).nickname).toBe("changed");
    expect((await details(newbie)).nickname).toBeNull();
  });
});

describe("PUT /api/user/update-user-details", () => {
  it("normalises like the form (spec §5) and answers a message", async () => {
    const token = await loginToken(t.app, "newbie@demo.casino");
    const res = await update(token, {
      firstName: " Nina ",
      lastName: "",
      gender: "",
      address: null,
      zipCode: "",
      city: "Sliema",
      dateOfBirth: "1995-06-01T00:00:00.000Z",
      phoneCode: "+356",
      phone: "79000001",
      updateFrom: "profile",
    });
    expect((await parseAs(UpdateUserDetailsResponseSchema, res)).message).toBe("Profile updated");
    expect(await details(token)).toMatchObject({
      firstName: "Nina",
      lastName: null,
      gender: "Not to say",
      address: "",
      zipCode: null,
      city: "Sliema",
      dateOfBirth: "1995-06-01",
      phoneCode: "356",
      phone: "79000001",
    });
  });

  it("leaves zipCode alone when sent empty", async () => {
    const token = await loginToken(t.app, "vip@demo.casino");
    await update(token, { zipCode: "" });
    expect((await details(token)).zipCode).toBe("M5J 2X2");
  });

  it.each<[string, UpdateUserDetailsPayload]>([
    ["email (verified)", { email: "other@demo.casino" }],
    ["firstName (set)", { firstName: "Other" }],
    ["lastName (set)", { lastName: "Other" }],
    ["phone (present)", { phone: "21234568" }],
    ["phoneCode (phone present)", { phoneCode: "357" }],
    ["dateOfBirth (set)", { dateOfBirth: "1991-04-12" }],
    ["countryCode (date of birth set)", { countryCode: "CY" }],
    ["address (KYC approved)", { address: "Elsewhere 1" }],
  ])("rejects a change of the locked %s with 409 FIELD_LOCKED", async (_name, body) => {
    const token = await loginToken(t.app, "depositor@demo.casino");
    const before = await details(token);
    expect(await errorOf(await update(token, body))).toMatchObject({ status: 409, code: "FIELD_LOCKED" });
    expect(await details(token)).toEqual(before);
  });

  it("accepts locked fields sent back unchanged with a free field", async () => {
    const token = await loginToken(t.app, "depositor@demo.casino");
    const me = await details(token);
    const res = await update(token, {
      email: me.email,
      firstName: me.firstName,
      lastName: me.lastName,
      phoneCode: me.phoneCode,
      phone: me.phone,
      dateOfBirth: me.dateOfBirth,
      countryCode: me.countryCode,
      address: me.address,
      city: "Mdina",
    });
    expect(res.status).toBe(200);
    expect((await details(token)).city).toBe("Mdina");
  });

  it("allows every field of a fresh player, and a 1900-01-01 date of birth does not lock", async () => {
    const token = await loginToken(t.app, "newbie@demo.casino");
    await update(token, { dateOfBirth: "1900-01-01", countryCode: "MT" });
    expect((await update(token, { dateOfBirth: "1990-01-01", countryCode: "CY" })).status).toBe(200);
    expect(await details(token)).toMatchObject({ dateOfBirth: "1990-01-01", countryCode: "CY" });
  });

  it("changing an unverified e-mail keeps it unverified and sends a new link", async () => {
    const token = await loginToken(t.app, "newbie@demo.casino");
    expect((await update(token, { email: "Nina@Example.com" })).status).toBe(200);
    expect(await details(token)).toMatchObject({ email: "nina@example.com", isEmailVerified: false });
    expect(t.db.prepare("SELECT kind FROM outbox WHERE recipient = 'nina@example.com'").pluck().get()).toBe("verify-email");
  });

  it.each([
    ["an e-mail taken by another player", { email: "vip@demo.casino" }, 409, "EMAIL_TAKEN"],
    ["a phone taken by another player", { phoneCode: "1", phone: "4165550199" }, 409, "PHONE_TAKEN"],
    ["an under-age date of birth", { dateOfBirth: "2020-01-01" }, 400, "INVALID_DOB"],
    ["an invalid e-mail", { email: "nope" }, 400, "INVALID_EMAIL"],
  ])("rejects %s", async (_name, body, status, code) => {
    const token = await loginToken(t.app, "newbie@demo.casino");
    expect(await errorOf(await update(token, body))).toMatchObject({ status, code });
  });

  it.each([
    [true, "NOT_STARTED"],
    [false, "PENDING"],
  ])("onChangeResetKyc=%s leaves kycStatus %s after a name change", async (onChangeResetKyc, status) => {
    t.db.prepare("UPDATE users SET kyc_status = 'PENDING' WHERE id = ?").run(DEMO_PLAYER_IDS.newbie);
    const token = await loginToken(t.app, "newbie@demo.casino");
    await update(token, { firstName: "Nina", onChangeResetKyc });
    expect((await details(token)).kycStatus).toBe(status);
  });
});
