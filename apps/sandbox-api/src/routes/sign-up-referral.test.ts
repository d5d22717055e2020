import { ReferralResponseSchema, SignUpResponseSchema } from "@casino/api-client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_PLAYER_IDS } from "../db/seeds/demo-players.ts";
import { findUserById } from "../repos/users.ts";
import { errorOf, parseAs } from "../test/contract.ts";
import { createSliceApp, get, playerOf, send, type SliceApp } from "./kyc-test-kit.ts";

// Sign-up carries the referral link's code (`?ref=`) as referralCode; the new player counts for the referrer.
let t: SliceApp;
beforeEach(() => {
  t = createSliceApp();
});
afterEach(() => t.close());

let signUps = 0;
async function signUp(referralCode?: string | null) {
  signUps++;
  const body = { email: `friend${signUps}@player.test`, password: "Secret123!", ...(referralCode !== undefined && { referralCode }) };
  const res = await send(t, "POST", "/api/user/sign-up", body);
  return findUserById(t.db, (await parseAs(SignUpResponseSchema, res)).data.createUser.userId)!;
}

const vip = DEMO_PLAYER_IDS.vip;
const vipCode = () => findUserById(t.db, vip)!.referral_code;
const registrationsOf = async (userId: number) =>
  (await parseAs(ReferralResponseSchema, await get(t, "/api/user/referral", playerOf(t, userId).headers))).data.registrations;

describe("POST /api/user/sign-up with a referral code", () => {
  it.each([
    ["as shown", (code: string) => code],
    ["typed in lower case with spaces", (code: string) => ` ${code.toLowerCase()} `],
  ])("links the new player to the referrer (code %s) and counts the registration", async (_, typed) => {
    const before = await registrationsOf(vip);
    const friend = await signUp(typed(vipCode()));
    expect(friend.referred_by).toBe(vip);
    expect(await registrationsOf(vip)).toBe(before + 1);
  });

  it("refuses an unknown code with REFERRAL_NOT_FOUND and creates no account", async () => {
    const users = () => t.db.prepare("SELECT count(*) FROM users").pluck().get() as number;
    const before = users();
    const res = await send(t, "POST", "/api/user/sign-up", { email: "stranger@player.test", password: "Secret123!", referralCode: "NOSUCHCODE" });
    expect(await errorOf(res)).toMatchObject({ status: 404, code: "REFERRAL_NOT_FOUND" });
    expect(users()).toBe(before);
  });

  it.each([["an empty code", ""], ["a blank code", "  "], ["null", null], ["no code", undefined]])(
    "signs up with %s and links nobody",
    async (_, code) => {
      const before = await registrationsOf(vip);
      const friend = await signUp(code);
      expect(friend.referred_by).toBeNull();
      expect(await registrationsOf(vip)).toBe(before);
    },
  );
});
