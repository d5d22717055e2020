import { GameLaunchResponseSchema, ReferralClaimResponseSchema, ReferralResponseSchema, SignUpResponseSchema, SlotSpinResponseSchema } from "@casino/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findUserById } from "../repos/users.ts";
import { brandJson, createBrandsFixture } from "../test/fixtures.ts";
import { createWalletPlayer, createWalletTestApp, fund, parsed, send, type WalletTestApp } from "./wallet-test-kit.ts";

// The whole chain through the routes: a friend signs up with the referrer's code, deposits and plays the demo slot
// for real money; the referrer's revenue is the friend's stakes minus wins, and their share is claimable.
let t: WalletTestApp;
let slug: string;
beforeAll(() => {
  const fx = createBrandsFixture();
  fx.writeBrand("curacao", brandJson("curacao", { referAFriendPercent: 10 }));
  t = createWalletTestApp({ fx });
  // The smallest top win, so a few losing rounds outweigh any win.
  slug = t.db
    .prepare("SELECT slug FROM games WHERE game_type = 'slot' AND is_bonus = 0 AND min_bet <= 1 ORDER BY max_multiplier, popularity_rank LIMIT 1")
    .pluck()
    .get() as string;
});
afterAll(() => t.close());

// The referrer made in the database has no brand of their own: curacao's system token gives its referAFriendPercent.
const auth = (token: string) => ({ authorization: `Bearer ${token}`, "x-system-token": "curacao-sandbox" });
const referralOf = async (token: string) => parsed(ReferralResponseSchema, await send(t, "/api/user/referral", { method: "GET", headers: auth(token) })).data;

describe("referral revenue from a referred player's deposit and play", () => {
  it("counts the friend's stakes minus wins for the referrer, never the deposit itself, and the share is claimable", async () => {
    const referrer = createWalletPlayer(t);
    const code = findUserById(t.db, referrer.userId)!.referral_code;
    const signUp = await send(t, "/api/user/sign-up", { body: { email: `friend-${Date.now()}@player.test`, password: "Secret123!", currencyCode: "EUR", referralCode: code } });
    const friend = parsed(SignUpResponseSchema, signUp).data;
    expect(findUserById(t.db, friend.createUser.userId)!.referred_by).toBe(referrer.userId);

    fund(t, friend.createUser.userId, 50, "deposit");
    expect(await referralOf(referrer.token)).toMatchObject({ registrations: 1, revenue: 0, claimable: 0 });

    const { sessionId } = parsed(GameLaunchResponseSchema, await send(t, "/api/user/game-launch", { body: { slug, mode: "real" }, headers: auth(friend.accessToken) })).data;
    // Outcomes are seeded by the random session: play on until the friend is down (a losing round does it).
    let net = 0;
    for (let i = 0; i < 5 || (net <= 0 && i < 200); i++) {
      const round = parsed(SlotSpinResponseSchema, await send(t, "/sandbox/games/spin", { body: { session: sessionId, bet: 1 } })).data;
      net += round.stake - round.win;
    }
    expect(net).toBeGreaterThan(0);
    const revenue = Math.round(net * 100) / 100;
    const referral = await referralOf(referrer.token);
    expect(referral.percent).toBe(10);
    expect(referral).toMatchObject({ revenue, earned: Math.round(revenue * referral.percent) / 100, claimable: Math.round(revenue * referral.percent) / 100 });

    const claim = parsed(ReferralClaimResponseSchema, await send(t, "/api/user/referral/claim", { method: "POST", headers: auth(referrer.token) }));
    expect(claim.data.amount).toBe(referral.claimable);
    expect(claim.data.referral).toMatchObject({ claimed: referral.claimable, claimable: 0 });
  });
});
