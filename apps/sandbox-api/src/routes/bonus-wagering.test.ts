import { ActivateBonusResponseSchema, UserBonusesResponseSchema } from "@casino/api-client";
import { localDate } from "@casino/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PLAYER_IDS } from "../db/seeds/demo-players.ts";
import { attachDepositBonus } from "../repos/bonus-deposit.ts";
import { hasBlockingBonus } from "../repos/bonus-status.ts";
import { recordWager } from "../repos/bonus-wagering.ts";
import { findRakebackDay } from "../repos/rakeback-days.ts";
import { findUserById } from "../repos/users.ts";
import { loyaltyPoints } from "../repos/vip-levels.ts";
import { loginToken } from "../test/users.ts";
import { addBonus, addDeposit, createRewardsPlayer, createRewardsTestApp, walletOf, type RewardsTestApp } from "./bonus-test-kit.ts";
import { call, parseWith } from "./catalog-test-kit.ts";

let t: RewardsTestApp;
let slot: string;
let otherSlot: string;
beforeAll(() => {
  t = createRewardsTestApp();
  [slot, otherSlot] = t.db.prepare("SELECT slug FROM games WHERE game_type = 'slot' ORDER BY id LIMIT 2").pluck().all() as [string, string];
});
afterAll(() => t.close());

async function withBonus(overrides: Record<string, unknown>) {
  const player = createRewardsPlayer(t);
  const res = await call(t, "/api/user/bonus/activate", { method: "POST", body: { bonusId: addBonus(t, overrides) }, headers: player.headers });
  return { ...player, userBonusId: parseWith(ActivateBonusResponseSchema, res.body).data.userBonus.id };
}

const activeOf = async (headers: Record<string, string>) =>
  parseWith(UserBonusesResponseSchema, (await call(t, "/api/user/get-user-bonus", { headers })).body).data;

describe("recordWager", () => {
  it.each<[string, Record<string, unknown>, { amount: number; fromBonus?: number; gameSlug?: string }, number]>([
    ["REAL_TO_FUN counts the whole stake", { wagering_type: "REAL_TO_FUN" }, { amount: 4, fromBonus: 1 }, 4],
    ["REAL_MONEY_ONLY counts the real part", { wagering_type: "REAL_MONEY_ONLY" }, { amount: 4, fromBonus: 1 }, 3],
    ["a bonus without a game list counts every game", { games_json: "[]" }, { amount: 4, gameSlug: "not-on-the-list" }, 4],
  ])("%s", async (_, bonus, bet, counted) => {
    const player = await withBonus({ bonus_amount: 10, wagering_multiplier: 10, games_json: JSON.stringify([slot]), ...bonus });
    const result = recordWager(t.deps, { userId: player.userId, gameSlug: slot, now: t.clock.now(), ...bet });
    expect(result.counted).toBe(counted);
    expect((await activeOf(player.headers)).active).toMatchObject({ wagered: counted, wagerLeft: 100 - counted });
  });

  it("skips games off the list", async () => {
    const player = await withBonus({ games_json: JSON.stringify([slot]) });
    expect(recordWager(t.deps, { userId: player.userId, gameSlug: otherSlot, amount: 5, now: t.clock.now() }).counted).toBe(0);
  });

  it("converts the bonus balance, capped at max win, when wagering is complete", async () => {
    const player = await withBonus({ bonus_amount: 10, wagering_multiplier: 2, max_win: 6 });
    recordWager(t.db, { userId: player.userId, gameSlug: slot, amount: 15, now: t.clock.now() });
    const done = recordWager(t.deps, { userId: player.userId, gameSlug: slot, amount: 5, now: t.clock.now() });
    expect(done).toEqual({ counted: 5, completedUserBonusId: player.userBonusId, convertedAmount: 6 });
    expect(walletOf(t, player.userId)).toEqual({ cash: 600, nonCash: 0 });
    const list = await activeOf(player.headers);
    expect(list.active).toBeNull();
    expect(list.history.rows[0]).toMatchObject({ status: "completed", convertedAmount: 6, wagerLeft: 0, wagerPercent: 100 });
    expect(t.events.some((e) => e.userId === player.userId && e.event === "balance")).toBe(true);
  });

  it("uses free spins: wins become bonus money to wager, and the bonus ends with the last spin when nothing was won", async () => {
    const player = await withBonus({ type: "freespins", free_spins_quantity: 2, wagering_multiplier: 5, bonus_amount: null });
    recordWager(t.deps, { userId: player.userId, gameSlug: slot, amount: 1, win: 2, freeSpin: true, now: t.clock.now() });
    expect((await activeOf(player.headers)).active).toMatchObject({ freeSpinsLeft: 1, bonusAmount: 2, wagerRequired: 10 });
    expect(walletOf(t, player.userId)?.nonCash).toBe(200);

    const empty = await withBonus({ type: "freespins", free_spins_quantity: 1, bonus_amount: null });
    recordWager(t.deps, { userId: empty.userId, gameSlug: slot, amount: 1, win: 0, freeSpin: true, now: t.clock.now() });
    expect((await activeOf(empty.headers)).history.rows[0]).toMatchObject({ status: "completed", freeSpinsLeft: 0 });
  });

  it("accrues VIP rakeback into today's calendar day and loyalty points (level up at the threshold)", () => {
    const player = createRewardsPlayer(t);
    recordWager(t.deps, { userId: player.userId, gameSlug: slot, amount: 1_000, now: t.clock.now() });
    const calendar = t.db.prepare("SELECT id FROM bonuses WHERE slug = 'daily-rakeback'").pluck().get() as number;
    // Bronze I: 0.5 % of 1000 EUR.
    expect(findRakebackDay(t.db, player.userId, calendar, localDate(t.clock.now()))?.amount).toBe(500);
    expect(loyaltyPoints(t.db, player.userId)).toBe(100);
    expect(findUserById(t.db, player.userId)?.loyalty_level).toBe(2);
  });
});

describe("attachDepositBonus and hasBlockingBonus", () => {
  const depositBonus = () => addBonus(t, { type: "deposit", deposit_bonus_percent: 50, max_bonus_threshold: 40, min_deposit: 20, wagering_multiplier: 10, deposit_number: 1 });

  it.each([
    ["half of the deposit", 60, { ok: true, bonusAmount: 30, wagerRequired: 300 }],
    ["capped at the max bonus", 200, { ok: true, bonusAmount: 40, wagerRequired: 400 }],
    ["nothing below the minimum deposit", 10, { ok: false, code: "MIN_DEPOSIT" }],
  ])("a deposit earns %s", (_, deposit, expected) => {
    const player = createRewardsPlayer(t);
    const result = attachDepositBonus(t.deps, { userId: player.userId, bonusId: depositBonus(), depositAmount: deposit, now: t.clock.now() });
    const { ok, ...rest } = expected;
    expect(result.ok).toBe(ok);
    expect(result.ok ? result.userBonus : result).toMatchObject(rest);
    expect(hasBlockingBonus(t.db, player.userId)).toBe(ok);
  });

  it("applies the bonus the player activated before depositing and replaces the running one", async () => {
    const player = await withBonus({ bonus_amount: 5 });
    await call(t, "/api/user/bonus/activate", { method: "POST", body: { bonusId: depositBonus(), confirmCancelCurrent: true }, headers: player.headers });
    addDeposit(t, player.userId, 100);
    const result = attachDepositBonus(t.db, { userId: player.userId, depositAmount: 100, now: t.clock.now(), depositCountBefore: 0 });
    expect(result).toMatchObject({ ok: true, cancelledUserBonusId: player.userBonusId, userBonus: { depositAmount: 100, bonusAmount: 40 } });
    expect(walletOf(t, player.userId)).toEqual({ cash: 10_000, nonCash: 4_000 });
  });

  it("lets an expired bonus stop blocking and forfeits its money", async () => {
    const player = await withBonus({ bonus_amount: 10, valid_days: 1 });
    expect(hasBlockingBonus(t.db, player.userId, t.clock.now())).toBe(true);
    t.clock.advance(24 * 3600 + 1);
    expect(hasBlockingBonus(t.db, player.userId, t.clock.now())).toBe(false);
    expect((await activeOf(player.headers)).history.rows[0]?.status).toBe("expired");
    expect(walletOf(t, player.userId)?.nonCash).toBe(0);
  });
});

describe("the depositor demo player", () => {
  it("has the welcome bonus running with part of its wagering done, which blocks withdrawal", async () => {
    const token = await loginToken(t.app, "depositor@demo.casino");
    const list = await activeOf({ authorization: `Bearer ${token}` });
    expect(list.active).toMatchObject({ type: "deposit", status: "active", depositAmount: 100, bonusAmount: 100, wagered: 1_240, wagerLeft: 2_260 });
    expect(list.history.rows.map((b) => b.status)).toEqual(["completed", "expired"]);
    expect(hasBlockingBonus(t.db, DEMO_PLAYER_IDS.depositor, t.clock.now())).toBe(true);
  });
});
