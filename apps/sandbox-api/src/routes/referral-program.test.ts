import { ReferralClaimResponseSchema, ReferralResponseSchema, UserDetailsResponseSchema } from "@casino/api-client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_PLAYER_IDS } from "../db/seeds/demo-players.ts";
import { attachReferral } from "../repos/referral-program.ts";
import { findUserById } from "../repos/users.ts";
import { errorOf, parseAs } from "../test/contract.ts";
import { createSliceApp, get, insertRound, playerOf, send, type SliceApp, type TestPlayer } from "./kyc-test-kit.ts";

let t: SliceApp;
beforeEach(() => {
  t = createSliceApp();
});
afterEach(() => t.close());

const referral = async (p: TestPlayer, headers: Record<string, string> = {}) =>
  (await parseAs(ReferralResponseSchema, await get(t, "/api/user/referral", { ...p.headers, ...headers }))).data;
const visit = (code: string) => send(t, "POST", "/api/user/referral/visit", { code });
const claim = (p: TestPlayer) => send(t, "POST", "/api/user/referral/claim", {}, p.headers);
const codeOf = (userId: number) => findUserById(t.db, userId)!.referral_code;

/** A referred player who staked `stakes` and won `wins` (minor units). */
function referredPlayer(referrer: number, stakes: number, wins: number): TestPlayer {
  const friend = playerOf(t);
  attachReferral(t.db, friend.userId, codeOf(referrer));
  if (stakes) insertRound(t, friend.userId, "bet", stakes);
  if (wins) insertRound(t, friend.userId, "win", wins);
  return friend;
}

describe("GET /api/user/referral", () => {
  it("answers the link, zeros and the brand's percent for a new player", async () => {
    const player = playerOf(t);
    const data = await referral(player);
    expect(data).toEqual({
      code: codeOf(player.userId),
      link: `/?ref=${codeOf(player.userId)}`,
      percent: 10,
      visits: 0,
      registrations: 0,
      revenue: 0,
      earned: 0,
      claimed: 0,
      claimable: 0,
      currencyCode: "EUR",
    });
  });

  it("makes the link absolute for a local front end", async () => {
    const data = await referral(playerOf(t), { origin: "http://localhost:5173" });
    expect(data.link).toMatch(/^http:\/\/localhost:5173\/\?ref=[0-9A-F]{10}$/);
  });

  it("shows the VIP's seeded visits and the newbie it referred", async () => {
    expect(await referral(playerOf(t, DEMO_PLAYER_IDS.vip))).toMatchObject({ visits: 12, registrations: 1, currencyCode: "CAD" });
  });

  it("needs a token", async () => {
    expect((await get(t, "/api/user/referral")).status).toBe(401);
  });
});

describe("POST /api/user/referral/visit (public)", () => {
  it("counts a visit of the link, whatever the case of the code", async () => {
    const player = playerOf(t);
    const res = await visit(codeOf(player.userId).toLowerCase());
    expect(await res.json()).toEqual({ success: true, message: "Visit recorded" });
    await visit(codeOf(player.userId));
    expect((await referral(player)).visits).toBe(2);
  });

  it.each([
    ["an unknown code", { code: "NOPE" }, 404, "REFERRAL_NOT_FOUND"],
    ["an empty code", { code: " " }, 400, "VALIDATION_ERROR"],
    ["no code", {}, 400, "VALIDATION_ERROR"],
  ])("refuses %s", async (_, body, status, code) => {
    expect(await errorOf(await send(t, "POST", "/api/user/referral/visit", body))).toMatchObject({ status, code });
  });
});

describe("revenue and the claim", () => {
  it("shares 10% of the referred players' net revenue and credits it to the wallet once", async () => {
    const referrer = playerOf(t);
    referredPlayer(referrer.userId, 100_00, 40_00);
    referredPlayer(referrer.userId, 50_00, 0);
    // A player who won more than they staked lowers the total; a stranger's rounds do not count.
    referredPlayer(referrer.userId, 10_00, 20_00);
    insertRound(t, playerOf(t).userId, "bet", 999_00);

    expect(await referral(referrer)).toMatchObject({ registrations: 3, revenue: 100, earned: 10, claimed: 0, claimable: 10 });
    const { data } = await parseAs(ReferralClaimResponseSchema, await claim(referrer));
    expect(data.amount).toBe(10);
    expect(data.referral).toMatchObject({ claimed: 10, claimable: 0 });
    const user = await parseAs(UserDetailsResponseSchema, await get(t, "/api/user/get-user-details", referrer.headers));
    expect(user.data.userWallet.amount).toBe(10);
    expect(t.db.prepare("SELECT kind, cash_delta FROM ledger_entries WHERE user_id = ?").all(referrer.userId)).toEqual([{ kind: "referral", cash_delta: 1000 }]);

    expect(await errorOf(await claim(referrer))).toMatchObject({ status: 409, code: "NOTHING_TO_CLAIM" });
    // New revenue makes a new share claimable.
    referredPlayer(referrer.userId, 30_00, 0);
    expect((await parseAs(ReferralClaimResponseSchema, await claim(referrer))).data.amount).toBe(3);
  });

  it("credits the share once when claims arrive together", async () => {
    const referrer = playerOf(t);
    referredPlayer(referrer.userId, 100_00, 0);
    const answers = await Promise.all(Array.from({ length: 5 }, () => claim(referrer)));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(t.db.prepare("SELECT sum(cash_delta) FROM ledger_entries WHERE user_id = ?").pluck().get(referrer.userId)).toBe(10_00);
    expect(await referral(referrer)).toMatchObject({ claimed: 10, claimable: 0 });
  });

  it("refuses a claim with nothing earned", async () => {
    expect(await errorOf(await claim(playerOf(t)))).toMatchObject({ status: 409, code: "NOTHING_TO_CLAIM" });
  });

  it("attachReferral links a new player once, never to themselves", () => {
    const referrer = playerOf(t);
    const friend = playerOf(t);
    expect(attachReferral(t.db, friend.userId, codeOf(friend.userId))).toBe(false);
    expect(attachReferral(t.db, friend.userId, "UNKNOWN")).toBe(false);
    expect(attachReferral(t.db, friend.userId, codeOf(referrer.userId).toLowerCase())).toBe(true);
    expect(attachReferral(t.db, friend.userId, codeOf(DEMO_PLAYER_IDS.vip))).toBe(false);
  });
});

describe("isolation", () => {
  it("a second player's token neither reads nor claims the first player's referral share", async () => {
    const first = playerOf(t);
    const second = playerOf(t);
    referredPlayer(first.userId, 100_00, 0);
    expect(await referral(second)).toMatchObject({ code: codeOf(second.userId), registrations: 0, claimable: 0 });
    expect(await errorOf(await claim(second))).toMatchObject({ status: 409, code: "NOTHING_TO_CLAIM" });
    expect((await referral(first)).claimable).toBe(10);
  });
});
