import { LimitsResponseSchema, type LimitEntry } from "@casino/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../test/contract.ts";
import { SITE, codeOf, createWalletPlayer, createWalletTestApp, goodCard, methodId, moneyHeaders, parsed, send, type WalletTestApp } from "./wallet-test-kit.ts";

// Issue 27 point 1 (regulated markets): lowering a limit (or setting a first one) applies at once; raising or removing
// one waits 24 hours as a pending change the read shows and the player can cancel. The clock stands on Tuesday
// 2026-03-10 12:00 UTC.
const clock = manualClock();
let t: WalletTestApp;
beforeAll(() => {
  t = createWalletTestApp({ clock: clock.now });
});
afterAll(() => t.close());

type Player = ReturnType<typeof createWalletPlayer>;
const HOUR = 3600;
const newPlayer = () => createWalletPlayer(t, {}, clock.now());
const put = (player: Player, body: unknown) => send(t, "/api/user/limits", { method: "PUT", body, headers: player.headers });
const cancel = (player: Player, name: string) => send(t, `/api/user/limits/pending/${name}`, { method: "DELETE", headers: player.headers });
const read = async (player: Player) => parsed(LimitsResponseSchema, await send(t, "/api/user/limits", { headers: player.headers })).data;
const entryOf = async (player: Player, name: string) => (await read(player)).limits.find((l) => l.name === name) as LimitEntry;
const deposit = (player: Player, amount: number) =>
  send(t, "/api/user/deposit", { body: { methodId: methodId(t, "card"), amount, currency: "EUR", fields: goodCard, returnUrl: SITE }, headers: moneyHeaders(player) });

describe("PUT /api/user/limits: lower at once, higher after 24 hours", () => {
  it("applies a first limit and a lower one at once", async () => {
    const player = newPlayer();
    parsed(LimitsResponseSchema, await put(player, { dailyDepositLimit: 100 }));
    expect(await entryOf(player, "dailyDepositLimit")).toMatchObject({ amount: 100, pending: null });
    clock.advance(HOUR);
    parsed(LimitsResponseSchema, await put(player, { dailyDepositLimit: 40 }));
    expect(await entryOf(player, "dailyDepositLimit")).toMatchObject({ amount: 40, pending: null });
    expect(codeOf(await deposit(player, 40.01))).toBe("PAYMENT_LIMIT_THRESHOLD");
  });

  it("keeps the lower limit in force for 24 hours after a raise, then applies the raise", async () => {
    const player = newPlayer();
    await put(player, { dailyDepositLimit: 30 });
    clock.advance(HOUR);
    const answer = parsed(LimitsResponseSchema, await put(player, { dailyDepositLimit: 300 })).data;
    const effectiveAt = new Date(clock.now().getTime() + 24 * HOUR * 1000).toISOString();
    expect(answer.limits.find((l) => l.name === "dailyDepositLimit")).toMatchObject({ amount: 30, pending: { amount: 300, effectiveAt } });
    // The sandbox enforces the limit in force, not the asked-for one.
    expect(codeOf(await deposit(player, 50))).toBe("PAYMENT_LIMIT_THRESHOLD");

    clock.advance(24 * HOUR - 1);
    expect(codeOf(await deposit(player, 50))).toBe("PAYMENT_LIMIT_THRESHOLD");
    clock.advance(1);
    expect(await entryOf(player, "dailyDepositLimit")).toMatchObject({ amount: 300, pending: null });
    expect((await deposit(player, 50)).status).toBe(200);
  });

  it("keeps a limit for 24 hours after its removal is asked for", async () => {
    const player = newPlayer();
    await put(player, { weeklyLossLimit: 20 });
    clock.advance(HOUR);
    await put(player, { weeklyLossLimit: null });
    expect(await entryOf(player, "weeklyLossLimit")).toMatchObject({ amount: 20, pending: { amount: null } });
    clock.advance(24 * HOUR);
    expect(await entryOf(player, "weeklyLossLimit")).toMatchObject({ amount: null, pending: null, used: null, left: null });
  });

  it("drops a pending raise when the player lowers the limit after the hour", async () => {
    const player = newPlayer();
    await put(player, { monthlyBetLimit: 100 });
    clock.advance(HOUR);
    await put(player, { monthlyBetLimit: 500 });
    clock.advance(HOUR);
    parsed(LimitsResponseSchema, await put(player, { monthlyBetLimit: 80 }));
    clock.advance(24 * HOUR);
    expect(await entryOf(player, "monthlyBetLimit")).toMatchObject({ amount: 80, pending: null });
  });

  it("counts a pending change for the hourly lock", async () => {
    const player = newPlayer();
    await put(player, { dailyBetLimit: 10 });
    clock.advance(HOUR);
    await put(player, { dailyBetLimit: 20 });
    expect(codeOf(await put(player, { dailyBetLimit: 5 }))).toBe("CHANGE_NOT_ALLOWED");
  });
});

describe("DELETE /api/user/limits/pending/{name}", () => {
  it("cancels a pending raise at once (no hourly lock), keeping the limit in force for good", async () => {
    const player = newPlayer();
    await put(player, { dailyDepositLimit: 30 });
    clock.advance(HOUR);
    await put(player, { dailyDepositLimit: 300 });
    const answer = parsed(LimitsResponseSchema, await cancel(player, "dailyDepositLimit")).data;
    expect(answer.limits.find((l) => l.name === "dailyDepositLimit")).toMatchObject({ amount: 30, pending: null });
    clock.advance(25 * HOUR);
    expect(await entryOf(player, "dailyDepositLimit")).toMatchObject({ amount: 30, pending: null });
  });

  it.each([
    ["nothing pending", "dailyDepositLimit", 404, "NO_PENDING_CHANGE"],
    ["an unknown limit", "hourlyDepositLimit", 400, "VALIDATION_ERROR"],
  ])("refuses %s", async (_, name, status, code) => {
    const player = newPlayer();
    const res = await cancel(player, name);
    expect([res.status, codeOf(res)]).toEqual([status, code]);
  });

  it("cannot cancel another player's pending change", async () => {
    const first = newPlayer();
    await put(first, { dailyDepositLimit: 30 });
    clock.advance(HOUR);
    await put(first, { dailyDepositLimit: 300 });
    expect((await cancel(newPlayer(), "dailyDepositLimit")).status).toBe(404);
    expect((await entryOf(first, "dailyDepositLimit")).pending).toMatchObject({ amount: 300 });
  });

  it("needs a token", async () => {
    expect((await send(t, "/api/user/limits/pending/dailyDepositLimit", { method: "DELETE" })).status).toBe(401);
  });
});

describe("GET /api/user/limits: used, left and reset on the player's clock", () => {
  it("reads deposits against deposit limits with the period's end", async () => {
    const player = newPlayer();
    await put(player, { dailyDepositLimit: 100, weeklyDepositLimit: 500 });
    expect((await deposit(player, 25.1)).status).toBe(200);
    const data = await read(player);
    expect(data.timeZone).toBe("UTC");
    const today = new Date(clock.now());
    const tomorrow = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1)).toISOString();
    expect(data.limits.find((l) => l.name === "dailyDepositLimit")).toMatchObject({ used: 25.1, left: 74.9, remaining: 74.9, resetsAt: tomorrow });
    expect(data.limits.find((l) => l.name === "weeklyDepositLimit")).toMatchObject({ used: 25.1, left: 474.9 });
    expect(data.limits.find((l) => l.name === "maxBetLimit")).toMatchObject({ used: null, left: null, resetsAt: null });
  });

  it("moves the reset to the player's midnight once a time zone is set, and refuses an unknown zone", async () => {
    const player = newPlayer();
    await put(player, { dailyLossLimit: 50 });
    const answer = parsed(LimitsResponseSchema, await put(player, { timeZone: "Pacific/Kiritimati" })).data;
    expect(answer.timeZone).toBe("Pacific/Kiritimati");
    // Kiritimati is UTC+14: its next midnight is 10:00 UTC.
    expect(answer.limits.find((l) => l.name === "dailyLossLimit")?.resetsAt).toMatch(/T10:00:00\.000Z$/);
    const refused = await put(player, { timeZone: "Mars/Olympus_Mons" });
    expect([refused.status, codeOf(refused)]).toEqual([400, "VALIDATION_ERROR"]);
  });
});
