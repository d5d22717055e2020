import { GameLaunchResponseSchema, SelfExclusionResponseSchema, WithdrawalConfirmResponseSchema, WithdrawalQuoteResponseSchema } from "@casino/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addRakeback } from "../repos/rakeback-days.ts";
import { hashPassword } from "../auth/password.ts";
import { updateUser } from "../repos/users.ts";
import { addBonus, createRewardsPlayer, createRewardsTestApp, type RewardsTestApp } from "./bonus-test-kit.ts";
import { SITE, codeOf, fund, goodCard, methodId, moneyHeaders, parsed, send, type JsonResponse } from "./wallet-test-kit.ts";

// Spec §4: "self-excluded accounts can only withdraw". Every call that puts money into play answers
// 409 SELF_EXCLUDED and moves nothing; the same call succeeds for a player who is not excluded.
// The clock stands on Tuesday 2026-03-10 12:00 UTC.

let t: RewardsTestApp;
let slug: string;
beforeAll(() => {
  t = createRewardsTestApp();
  slug = t.db.prepare("SELECT slug FROM games WHERE game_type = 'slot' AND has_demo = 1 AND min_bet <= 1 ORDER BY popularity_rank LIMIT 1").pluck().get() as string;
});
afterAll(() => t.close());

type Player = ReturnType<typeof createRewardsPlayer>;
/** Prepares a player for the call (before any exclusion) and answers the call itself. */
type Prepare = (player: Player) => Promise<() => Promise<JsonResponse>>;

const post = (player: Player, path: string, body: unknown, headers: Record<string, string> = player.headers) =>
  send(t, path, { body, headers });
const launch = (player: Player, mode: "real" | "demo") => post(player, "/api/user/game-launch", { slug, mode });
const PASSWORD = "Secret-123";
const HASH = hashPassword(PASSWORD);
/** A time-out (hours to a month) or a self-exclusion ("months", "permanent"), confirmed with the player's password. */
const exclude = async (player: Player, period = "1w") => {
  updateUser(t.db, player.userId, { password_hash: HASH }, new Date());
  const path = period === "months" || period === "permanent" ? "self-exclusion" : "time-out";
  const body = { period, password: PASSWORD, ...(period === "months" ? { months: 3 } : {}) };
  return parsed(SelfExclusionResponseSchema, await post(player, `/api/user/limits/${path}`, body));
};
const ledgerRows = (player: Player) => t.db.prepare("SELECT count(*) FROM ledger_entries WHERE user_id = ?").pluck().get(player.userId) as number;

const guarded: Array<[string, Prepare]> = [
  ["POST /api/user/deposit", async (p) => () =>
    post(p, "/api/user/deposit", { methodId: methodId(t, "card"), amount: 50, currency: "EUR", fields: goodCard, returnUrl: SITE }, moneyHeaders(p))],
  ["POST /api/user/game-launch (real)", async (p) => () => launch(p, "real")],
  ["POST /sandbox/games/spin (a real session launched before)", async (p) => {
    fund(t, p.userId, 20);
    const session = parsed(GameLaunchResponseSchema, await launch(p, "real")).data.sessionId;
    return () => send(t, "/sandbox/games/spin", { body: { session, bet: 1 } });
  }],
  ["POST /api/user/bonus/activate", async (p) => {
    const bonusId = addBonus(t);
    return () => post(p, "/api/user/bonus/activate", { bonusId });
  }],
  ["POST /api/user/coupon/redeem", async (p) => () => post(p, "/api/user/coupon/redeem", { code: "WELCOME5" })],
  ["POST /api/user/rakeback-claim", async (p) => {
    const bonusId = t.db.prepare("SELECT id FROM bonuses WHERE slug = 'daily-rakeback'").pluck().get() as number;
    addRakeback(t.db, { userId: p.userId, bonusId, date: "2026-03-10", currency: "EUR", amount: 500 });
    const day = { bonusId, claimDate: "2026-03-10", customerDate: "2026-03-10T12:00:00" };
    return () => post(p, "/api/user/rakeback-claim?timeZone=UTC", day);
  }],
  ["POST /api/user/tournaments/<id>/join", async (p) => {
    const id = t.db.prepare("SELECT id FROM tournaments WHERE slug = 'spring-slot-race'").pluck().get() as number;
    return () => post(p, `/api/user/tournaments/${id}/join`, {});
  }],
];

describe("self-excluded players can only withdraw", () => {
  const byKind = guarded.flatMap(([name, prepare]) => [[name, "a time-out", "1w", prepare], [name, "a self-exclusion", "months", prepare]] as const);
  it.each(byKind)("%s answers 200, but 409 SELF_EXCLUDED during %s, moving nothing", async (_, _kind, period, prepare) => {
    const control = createRewardsPlayer(t);
    const res = await (await prepare(control))();
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const player = createRewardsPlayer(t);
    const call = await prepare(player);
    await exclude(player, period);
    const before = ledgerRows(player);
    const refused = await call();
    expect([refused.status, codeOf(refused)]).toEqual([409, "SELF_EXCLUDED"]);
    expect(ledgerRows(player)).toBe(before);
  });

  it.each([
    ["1w", "You are taking a time-out until 2026-03-17 12:00 UTC: you can only withdraw", "2026-03-17T12:00:00.000Z", "timeout", "2026-03-17T12:00:00.000Z"],
    ["months", "Your account is self-excluded until the end of 2026-06-10 (UTC): you can only withdraw", "2026-06-10T12:00:00.000Z", "selfExclusion", "2026-06-11T00:00:00.000Z"],
  ])("says until when (%s), in the message and the body", async (period, message, until, kind, liftsAt) => {
    const player = createRewardsPlayer(t);
    await exclude(player, period);
    expect((await launch(player, "real")).body).toEqual({
      success: false,
      code: "SELF_EXCLUDED",
      message,
      selfExclusion: until,
      isSelfExclusionPermanent: false,
      exclusionKind: kind,
      liftsAt,
    });
  });

  it("still lets the player launch a demo game", async () => {
    const player = createRewardsPlayer(t);
    await exclude(player, "permanent");
    expect((await launch(player, "demo")).status).toBe(200);
  });

  it("still lets the player calculate and confirm a withdrawal", async () => {
    const player = createRewardsPlayer(t);
    fund(t, player.userId, 500);
    updateUser(t.db, player.userId, { deposit_count: 1 }, t.clock.now());
    await exclude(player, "permanent");
    const body = { methodId: methodId(t, "carouseller"), amount: 100, currency: "EUR", fields: { email: "me@example.test" } };
    const quote = parsed(WithdrawalQuoteResponseSchema, await post(player, "/api/user/withdraw/calculate", body)).data;
    expect(quote.canWithdraw).toBe(true);
    const { payment } = parsed(WithdrawalConfirmResponseSchema, await post(player, "/api/user/withdraw/confirm", body, moneyHeaders(player))).data;
    expect(payment).toMatchObject({ status: "pending", amount: 100 });
  });
});
