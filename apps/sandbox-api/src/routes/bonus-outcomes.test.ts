import { ActivateBonusResponseSchema, CancelBonusResponseSchema, UserBonusesResponseSchema } from "@casino/api-client";
import { localDate } from "@casino/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addBonus, addDeposit, addRound, createRewardsPlayer, createRewardsTestApp, walletOf, type RewardsTestApp } from "./bonus-test-kit.ts";
import { call, errorCode, parseWith } from "./catalog-test-kit.ts";

let t: RewardsTestApp;
beforeAll(() => {
  t = createRewardsTestApp();
});
afterAll(() => t.close());

type Player = ReturnType<typeof createRewardsPlayer>;
const activate = (player: Player, body: Record<string, unknown>) => call(t, "/api/user/bonus/activate", { method: "POST", body, headers: player.headers });
const depositor = () => {
  const player = createRewardsPlayer(t);
  addDeposit(t, player.userId, 50);
  return player;
};

describe("POST /api/user/bonus/activate outcomes", () => {
  it("ACTIVATED: a no-deposit bonus credits bonus money and shows as active with its wagering", async () => {
    const player = createRewardsPlayer(t);
    const res = await activate(player, { bonusId: addBonus(t, { bonus_amount: 10, wagering_multiplier: 10 }) });
    const { code, userBonus, cancelledUserBonusId } = parseWith(ActivateBonusResponseSchema, res.body).data;
    expect({ code, cancelledUserBonusId }).toEqual({ code: "ACTIVATED", cancelledUserBonusId: null });
    expect(userBonus).toMatchObject({ status: "active", bonusAmount: 10, wagerRequired: 100, wagered: 0, wagerLeft: 100, wagerPercent: 0 });
    expect(walletOf(t, player.userId)).toEqual({ cash: 0, nonCash: 1_000 });
    const list = parseWith(UserBonusesResponseSchema, (await call(t, "/api/user/get-user-bonus", { headers: player.headers })).body).data;
    expect(list.active?.id).toBe(userBonus.id);
    const details = (await call(t, "/api/user/get-user-details", { headers: player.headers })).body as { data: { activeBonus: { id: number } | null } };
    expect(details.data.activeBonus?.id).toBe(userBonus.id);
  });

  it("replaces the running bonus once confirmed, forfeiting its balance", async () => {
    const player = createRewardsPlayer(t);
    const first = parseWith(ActivateBonusResponseSchema, (await activate(player, { bonusId: addBonus(t, { bonus_amount: 10 }) })).body).data;
    const res = await activate(player, { bonusId: addBonus(t, { bonus_amount: 20 }), confirmCancelCurrent: true });
    const second = parseWith(ActivateBonusResponseSchema, res.body).data;
    expect(second.cancelledUserBonusId).toBe(first.userBonus.id);
    expect(walletOf(t, player.userId)).toEqual({ cash: 0, nonCash: 2_000 });
    const list = parseWith(UserBonusesResponseSchema, (await call(t, "/api/user/get-user-bonus", { headers: player.headers })).body).data;
    expect(list.history.rows.map((b) => [b.id, b.status])).toEqual([[first.userBonus.id, "cancelled"]]);
  });

  it("ADD_TO_CALENDAR: cashback goes into today's rakeback day instead of the wallet", async () => {
    const player = depositor();
    addRound(t, player.userId, 100, 20);
    const bonusId = addBonus(t, { type: "instant_cashback", cashback_percent: 5, cashback_to_calendar: 1, wagering_multiplier: 0 });
    const data = parseWith(ActivateBonusResponseSchema, (await activate(player, { bonusId })).body).data;
    expect(data.code).toBe("ADD_TO_CALENDAR");
    expect(data.userBonus).toMatchObject({ status: "calendar", bonusAmount: 4 });
    expect(data.calendarDay).toMatchObject({ canClaimDate: localDate(t.clock.now()), bonusId, amount: 4, paidAt: null, state: "active", claimable: true });
    expect(walletOf(t, player.userId)).toEqual({ cash: 5_000, nonCash: 0 });
  });

  it("instant cashback without wagering is paid as real money", async () => {
    const player = depositor();
    addRound(t, player.userId, 30, 0);
    const data = parseWith(ActivateBonusResponseSchema, (await activate(player, { bonusId: addBonus(t, { type: "instant_cashback", cashback_percent: 10, wagering_multiplier: 0 }) })).body).data;
    expect(data.userBonus).toMatchObject({ status: "completed", bonusAmount: 3, convertedAmount: 3 });
    expect(walletOf(t, player.userId)).toEqual({ cash: 5_300, nonCash: 0 });
  });

  it("a deposit bonus waits for its deposit, and asking again answers the same choice", async () => {
    const player = createRewardsPlayer(t);
    const bonusId = addBonus(t, { type: "deposit", deposit_bonus_percent: 100, deposit_number: 1, min_deposit: 10 });
    const first = parseWith(ActivateBonusResponseSchema, (await activate(player, { bonusId })).body).data;
    const again = parseWith(ActivateBonusResponseSchema, (await activate(player, { bonusId })).body).data;
    expect(first.code).toBe("AWAITING_DEPOSIT");
    expect(again.userBonus.id).toBe(first.userBonus.id);
    const list = parseWith(UserBonusesResponseSchema, (await call(t, "/api/user/get-user-bonus", { headers: player.headers })).body).data;
    expect(list).toMatchObject({ active: null, pending: { id: first.userBonus.id, status: "pending" } });
  });

  it.each([
    ["no token", false, 401, "UNAUTHORIZED"],
    ["an unknown bonus", true, 404, "BONUS_NOT_FOUND"],
  ])("answers %s with %i", async (_, withToken, status, code) => {
    const headers = withToken ? createRewardsPlayer(t).headers : {};
    const res = await call(t, "/api/user/bonus/activate", { method: "POST", body: { bonusId: 99_999 }, headers });
    expect([res.status, errorCode(res)]).toEqual([status, code]);
  });
});

describe("POST /api/user/bonus/cancel", () => {
  it("cancels the active bonus and forfeits its money", async () => {
    const player = createRewardsPlayer(t);
    await activate(player, { bonusId: addBonus(t, { bonus_amount: 15 }) });
    const res = await call(t, "/api/user/bonus/cancel", { method: "POST", body: {}, headers: player.headers });
    expect(parseWith(CancelBonusResponseSchema, res.body).data).toMatchObject({ forfeitedAmount: 15, userBonus: { status: "cancelled" } });
    expect(walletOf(t, player.userId)).toEqual({ cash: 0, nonCash: 0 });
    const again = await call(t, "/api/user/bonus/cancel", { method: "POST", body: {}, headers: player.headers });
    expect([again.status, errorCode(again)]).toEqual([404, "NO_ACTIVE_BONUS"]);
  });

  it("keeps one player away from another's bonuses", async () => {
    const owner = createRewardsPlayer(t);
    const other = createRewardsPlayer(t);
    const { userBonus } = parseWith(ActivateBonusResponseSchema, (await activate(owner, { bonusId: addBonus(t) })).body).data;
    const cancel = await call(t, "/api/user/bonus/cancel", { method: "POST", body: { userBonusId: userBonus.id }, headers: other.headers });
    expect([cancel.status, errorCode(cancel)]).toEqual([404, "NO_ACTIVE_BONUS"]);
    const list = parseWith(UserBonusesResponseSchema, (await call(t, "/api/user/get-user-bonus", { headers: other.headers })).body).data;
    expect(list).toEqual({ active: null, pending: null, history: { rows: [], count: 0 } });
    expect(walletOf(t, owner.userId)?.nonCash).toBe(1_000);
  });
});
