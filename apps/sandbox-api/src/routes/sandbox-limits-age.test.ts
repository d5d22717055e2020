import { LimitsResponseSchema, type LimitEntry } from "@casino/api-client";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDeps } from "../context.ts";
import { registerSandboxLimitsAgeRoutes } from "./sandbox-limits-age.ts";
import { codeOf, createWalletPlayer, createWalletTestApp, parsed, send, type WalletTestApp } from "./wallet-test-kit.ts";

let t: WalletTestApp;
beforeAll(() => {
  t = createWalletTestApp();
});
afterAll(() => t.close());

type Player = ReturnType<typeof createWalletPlayer>;
const put = (player: Player, body: unknown) => send(t, "/api/user/limits", { method: "PUT", body, headers: player.headers });
const age = (player: Player, hours: number) => send(t, `/sandbox/limits/${player.userId}/age`, { body: { hours } });
const entryOf = async (player: Player, name: string) =>
  parsed(LimitsResponseSchema, await send(t, "/api/user/limits", { headers: player.headers })).data.limits.find((l) => l.name === name) as LimitEntry;

describe("POST /sandbox/limits/<userId>/age", () => {
  it("moves the player's limit changes into the past: the hourly lock is over and a pending raise comes due", async () => {
    const player = createWalletPlayer(t);
    await put(player, { dailyDepositLimit: 100 });
    expect(codeOf(await put(player, { dailyDepositLimit: 50 }))).toBe("CHANGE_NOT_ALLOWED");

    expect((await age(player, 2)).status).toBe(200);
    parsed(LimitsResponseSchema, await put(player, { dailyDepositLimit: 500 }));
    expect(await entryOf(player, "dailyDepositLimit")).toMatchObject({ amount: 100, pending: { amount: 500 } });

    await age(player, 24);
    expect(await entryOf(player, "dailyDepositLimit")).toMatchObject({ amount: 500, pending: null });
  });

  it("touches no other player and answers 404 for an unknown one", async () => {
    const [player, other] = [createWalletPlayer(t), createWalletPlayer(t)];
    await put(player, { weeklyLossLimit: 20 });
    await put(other, { weeklyLossLimit: 20 });
    await age(player, 2);
    expect((await put(player, { weeklyLossLimit: 10 })).status).toBe(200);
    expect(codeOf(await put(other, { weeklyLossLimit: 10 }))).toBe("CHANGE_NOT_ALLOWED");
    expect((await send(t, "/sandbox/limits/999999/age", { body: { hours: 1 } })).status).toBe(404);
  });

  it("is not mounted in production mode", async () => {
    const app = new Hono();
    registerSandboxLimitsAgeRoutes(app, { db: t.db } as unknown as AppDeps, { NODE_ENV: "production" });
    expect((await app.request("/sandbox/limits/1/age", { method: "POST", body: "{}" })).status).toBe(404);
  });
});
