import { LimitsResponseSchema, type Limits } from "@casino/api-client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_PLAYER_IDS } from "../db/seeds/demo-players.ts";
import { readDepositLimits } from "../repos/limits.ts";
import { errorOf, parseAs } from "../test/contract.ts";
import { createSliceApp, get, playerOf, send, type SliceApp, type TestPlayer } from "./kyc-test-kit.ts";

let t: SliceApp;
beforeEach(() => {
  t = createSliceApp();
});
afterEach(() => t.close());

const limits = async (p: TestPlayer) => (await parseAs(LimitsResponseSchema, await get(t, "/api/user/limits", p.headers))).data;
const put = (p: TestPlayer, body: unknown) => send(t, "PUT", "/api/user/limits", body, p.headers);
const amountOf = (data: Limits, name: string) => data.limits.find((l) => l.name === name)?.amount;

describe("GET /api/user/limits", () => {
  it("answers every limit unset for a new player", async () => {
    const data = await limits(playerOf(t));
    expect(data.limits.map((l) => [l.name, l.kind, l.period])).toEqual([
      ["dailyDepositLimit", "deposit", 0],
      ["weeklyDepositLimit", "deposit", 1],
      ["monthlyDepositLimit", "deposit", 2],
      ["maxBetLimit", "maxBet", null],
      ["dailyBetLimit", "bet", 0],
      ["weeklyBetLimit", "bet", 1],
      ["monthlyBetLimit", "bet", 2],
      ["dailyLossLimit", "loss", 0],
      ["weeklyLossLimit", "loss", 1],
      ["monthlyLossLimit", "loss", 2],
    ]);
    expect(data.limits.every((l) => l.amount === null && l.unlocksAt === null)).toBe(true);
    expect(data).toMatchObject({
      sessionTimeLimit: null,
      monthlyWinningsLimit: null,
      userLimit: { selfExclusion: null, isSelfExclusionPermanent: false },
      isSelfExcluded: false,
      frozenUntil: null,
      ghostMode: false,
      awayStatus: false,
      canRemoveBetLimits: true,
    });
  });

  it("shows the seeded VIP limits, none locked, removal through support only", async () => {
    const data = await limits(playerOf(t, DEMO_PLAYER_IDS.vip));
    expect([amountOf(data, "maxBetLimit"), amountOf(data, "dailyLossLimit"), amountOf(data, "monthlyDepositLimit")]).toEqual([100, 1000, 20000]);
    expect(data.limits.every((l) => l.unlocksAt === null)).toBe(true);
    expect(data).toMatchObject({ sessionTimeLimit: { value: 4, unit: "hours", minutes: 240 }, canRemoveBetLimits: false });
  });

  it.each([
    ["GET", undefined],
    ["PUT", {}],
  ])("%s needs a token", async (method, body) => {
    const res = body === undefined ? await get(t, "/api/user/limits") : await send(t, method, "/api/user/limits", body);
    expect(res.status).toBe(401);
  });
});

describe("PUT /api/user/limits: once per hour", () => {
  it("sets a limit, refuses another change within the hour with the unlock time, allows it after", async () => {
    const player = playerOf(t);
    const set = await parseAs(LimitsResponseSchema, await put(player, { dailyBetLimit: 50 }));
    const entry = set.data.limits.find((l) => l.name === "dailyBetLimit")!;
    expect(entry).toMatchObject({ amount: 50, changedAt: "2026-03-10T12:00:00.000Z", unlocksAt: "2026-03-10T13:00:00.000Z" });

    t.clock.advance(59 * 60);
    const refused = await put(player, { dailyBetLimit: 40, weeklyBetLimit: 100 });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      success: false,
      code: "CHANGE_NOT_ALLOWED",
      message: "Change Not Allowed: dailyBetLimit can be changed again at 2026-03-10T13:00:00.000Z",
      limit: "dailyBetLimit",
      unlocksAt: "2026-03-10T13:00:00.000Z",
    });
    // All or nothing: the weekly limit of the refused payload was not written either.
    expect(amountOf(await limits(player), "weeklyBetLimit")).toBeNull();

    t.clock.advance(60);
    expect(amountOf((await parseAs(LimitsResponseSchema, await put(player, { dailyBetLimit: 40 }))).data, "dailyBetLimit")).toBe(40);
  });

  it("treats the amount in force as no change, so the whole form can be sent back", async () => {
    const player = playerOf(t);
    await put(player, { dailyBetLimit: 50, maxBetLimit: 2 });
    t.clock.advance(60);
    const res = await put(player, { dailyBetLimit: 50, maxBetLimit: 2, ghostMode: true });
    expect((await parseAs(LimitsResponseSchema, res)).data).toMatchObject({ ghostMode: true });
  });

  it("locks each limit on its own", async () => {
    const player = playerOf(t);
    await put(player, { dailyDepositLimit: 100 });
    expect(amountOf((await parseAs(LimitsResponseSchema, await put(player, { weeklyDepositLimit: 300 }))).data, "weeklyDepositLimit")).toBe(300);
  });

  it("refuses a high loyalty level to remove a bet limit (support only) but lets it lower one", async () => {
    const vip = playerOf(t, DEMO_PLAYER_IDS.vip);
    expect(await errorOf(await put(vip, { maxBetLimit: null }))).toMatchObject({ status: 400, code: "REMOVAL_NEEDS_SUPPORT" });
    expect(amountOf((await parseAs(LimitsResponseSchema, await put(vip, { maxBetLimit: 50 }))).data, "maxBetLimit")).toBe(50);
  });

  it("lets an ordinary player remove a limit (after 24 hours), which then stays locked for the hour", async () => {
    const player = playerOf(t);
    await put(player, { dailyLossLimit: 10 });
    t.clock.advance(3600);
    const removed = (await parseAs(LimitsResponseSchema, await put(player, { dailyLossLimit: null }))).data;
    expect(removed.limits.find((l) => l.name === "dailyLossLimit")).toMatchObject({
      amount: 10,
      pending: { amount: null, effectiveAt: "2026-03-11T13:00:00.000Z" },
      unlocksAt: "2026-03-10T14:00:00.000Z",
    });
    expect(await errorOf(await put(player, { dailyLossLimit: 5 }))).toMatchObject({ status: 409, code: "CHANGE_NOT_ALLOWED" });
  });

  it("stores deposit limits where the cashier reads them", async () => {
    const player = playerOf(t);
    await put(player, { dailyDepositLimit: 100, monthlyDepositLimit: 1000, maxBetLimit: 5 });
    expect(readDepositLimits(t.db, player.userId, t.clock.now())).toEqual({ 0: 100, 2: 1000 });
  });

  it.each([
    [{ dailyBetLimit: 0 }],
    [{ dailyBetLimit: -5 }],
    [{ dailyBetLimit: "10" }],
    [{ ghostMode: "yes" }],
    [{ sessionTimeLimit: { value: 2, unit: "weeks" } }],
  ])("answers VALIDATION_ERROR for %j", async (body) => {
    expect(await errorOf(await put(playerOf(t), body))).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
  });
});

describe("isolation", () => {
  it("a second player's token neither reads nor changes the first player's limits", async () => {
    const first = playerOf(t);
    const second = playerOf(t);
    await put(first, { dailyBetLimit: 50, sessionTimeLimit: { value: 1, unit: "hours" } });
    const seen = await limits(second);
    expect(amountOf(seen, "dailyBetLimit")).toBeNull();
    expect(seen.sessionTimeLimit).toBeNull();
    // The second player's change is theirs alone and not locked by the first player's change.
    expect(amountOf((await parseAs(LimitsResponseSchema, await put(second, { dailyBetLimit: 10 }))).data, "dailyBetLimit")).toBe(10);
    expect(amountOf(await limits(first), "dailyBetLimit")).toBe(50);
  });
});
