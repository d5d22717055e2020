import { LimitsResponseSchema } from "@casino/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeLimit } from "../repos/limits.ts";
import { SITE, codeOf, createWalletPlayer, createWalletTestApp, goodCard, methodId, moneyHeaders, parsed, send, type WalletTestApp } from "./wallet-test-kit.ts";

// GET /api/user/limits `remaining`: what the deposit limits leave, counted exactly as the deposit's
// PAYMENT_LIMIT_THRESHOLD check counts (completed, pending and processing deposits of the current period).

let t: WalletTestApp;
beforeAll(() => {
  t = createWalletTestApp();
});
afterAll(() => t.close());

const twoHoursAgo = () => new Date(Date.now() - 2 * 3_600_000);
const deposit = (player: ReturnType<typeof createWalletPlayer>, amount: number) =>
  send(t, "/api/user/deposit", { body: { methodId: methodId(t, "card"), amount, currency: "EUR", fields: goodCard, returnUrl: SITE }, headers: moneyHeaders(player) });
const remaining = async (player: ReturnType<typeof createWalletPlayer>) => {
  const data = parsed(LimitsResponseSchema, await send(t, "/api/user/limits", { headers: player.headers })).data;
  return Object.fromEntries(data.limits.map((limit) => [limit.name, limit.remaining]));
};

describe("GET /api/user/limits remaining", () => {
  it("is null everywhere without limits", async () => {
    const values = Object.values(await remaining(createWalletPlayer(t)));
    expect(values).toHaveLength(10);
    expect(values.every((value) => value === null)).toBe(true);
  });

  it("subtracts pending deposits per period and is null for other kinds", async () => {
    const player = createWalletPlayer(t);
    writeLimit(t.db, player.userId, "dailyDepositLimit", 100, twoHoursAgo());
    writeLimit(t.db, player.userId, "monthlyDepositLimit", 500, twoHoursAgo());
    writeLimit(t.db, player.userId, "dailyLossLimit", 50, twoHoursAgo());
    expect((await deposit(player, 80)).status).toBe(200);
    expect(await remaining(player)).toMatchObject({
      dailyDepositLimit: 20,
      weeklyDepositLimit: null,
      monthlyDepositLimit: 420,
      dailyLossLimit: null,
      maxBetLimit: null,
    });
  });

  it("is exactly what the next deposit may use", async () => {
    const player = createWalletPlayer(t);
    writeLimit(t.db, player.userId, "weeklyDepositLimit", 100, twoHoursAgo());
    expect((await deposit(player, 60.5)).status).toBe(200);
    expect((await remaining(player)).weeklyDepositLimit).toBe(39.5);
    expect(codeOf(await deposit(player, 39.51))).toBe("PAYMENT_LIMIT_THRESHOLD");
    expect((await deposit(player, 39.5)).status).toBe(200);
    expect((await remaining(player)).weeklyDepositLimit).toBe(0);
  });
});
