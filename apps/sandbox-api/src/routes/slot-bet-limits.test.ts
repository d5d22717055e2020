import { GameLaunchResponseSchema, LimitsResponseSchema, SlotSpinResponseSchema } from "@casino/api-client";
import type { BetLimitName } from "@casino/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeLimit, writePlayerSettings } from "../repos/limits.ts";
import { updateUser } from "../repos/users.ts";
import { manualClock } from "../test/contract.ts";
import { codeOf, createWalletPlayer, createWalletTestApp, fund, parsed, send, limitTestSlot, type WalletTestApp } from "./wallet-test-kit.ts";

// Bet and loss limits on the real-money spin (spec §3 kinds), counted from the casino history (game_rounds).
// The clock stands on Tuesday 2026-03-10 12:00 UTC: the week began on Monday the 9th, the month on the 1st.
const clock = manualClock();
const TODAY = "2026-03-10T09:00:00.000Z";
const MONDAY = "2026-03-09T09:00:00.000Z";
const LAST_SUNDAY = "2026-03-08T09:00:00.000Z";
const MARCH_2 = "2026-03-02T09:00:00.000Z";
const FEBRUARY = "2026-02-27T09:00:00.000Z";

let t: WalletTestApp;
let slug: string;
beforeAll(() => {
  t = createWalletTestApp({ clock: clock.now });
  slug = limitTestSlot(t.db);
});
afterAll(() => t.close());

type Player = ReturnType<typeof createWalletPlayer>;
type Round = [at: string, type: "bet" | "win" | "refund", euros: number];

let rounds = 0;
/** Casino history as the slot writes it (EUR cents); no ledger rows, so only game_rounds can explain a refusal. */
function history(player: Player, list: Round[]): void {
  const gameId = t.db.prepare("SELECT id FROM games WHERE slug = ?").pluck().get(slug) as number;
  const insert = t.db.prepare(
    `INSERT INTO game_rounds (transaction_id, user_id, game_id, type, currency_code, balance_before, amount, balance_after, created_at)
     VALUES (?, ?, ?, ?, 'EUR', 0, ?, 0, ?)`,
  );
  for (const [at, type, euros] of list) insert.run(`limits-${++rounds}`, player.userId, gameId, type, Math.round(euros * 100), at);
}

function playerWith(limit: BetLimitName, amount: number, list: Round[] = []): Player {
  const player = createWalletPlayer(t, {}, clock.now());
  fund(t, player.userId, 100);
  writeLimit(t.db, player.userId, limit, amount, new Date("2026-03-01T00:00:00.000Z"));
  history(player, list);
  return player;
}

const launch = async (player: Player, mode: "real" | "demo" = "real") =>
  parsed(GameLaunchResponseSchema, await send(t, "/api/user/game-launch", { body: { slug, mode }, headers: player.headers })).data.sessionId;
const spin = (session: string, bet: number) => send(t, "/sandbox/games/spin", { body: { session, bet } });
const roundsOf = (player: Player) => t.db.prepare("SELECT count(*) FROM game_rounds WHERE user_id = ?").pluck().get(player.userId) as number;
const cashOf = (player: Player) => t.db.prepare("SELECT cash FROM wallets WHERE user_id = ?").pluck().get(player.userId) as number;

describe("POST /sandbox/games/spin: bet and loss limits (real money)", () => {
  it.each<[string, BetLimitName, number, string | null, Round[]]>([
    ["a bet over the max bet", "maxBetLimit", 5, "MAX_BET_LIMIT_REACHED", []],
    ["a bet at the max bet", "maxBetLimit", 10, null, []],
    ["today's stakes plus the bet over the daily bet limit", "dailyBetLimit", 50, "dailyBetLimit", [[TODAY, "bet", 45]]],
    ["yesterday's stakes against the daily bet limit", "dailyBetLimit", 50, null, [[MONDAY, "bet", 45]]],
    ["a refunded stake against the daily bet limit", "dailyBetLimit", 50, null, [[TODAY, "bet", 45], [TODAY, "refund", 45]]],
    ["this week's stakes over the weekly bet limit", "weeklyBetLimit", 100, "weeklyBetLimit", [[MONDAY, "bet", 95]]],
    ["last week's stakes against the weekly bet limit", "weeklyBetLimit", 100, null, [[LAST_SUNDAY, "bet", 95]]],
    ["this month's stakes over the monthly bet limit", "monthlyBetLimit", 200, "monthlyBetLimit", [[MARCH_2, "bet", 195]]],
    ["last month's stakes against the monthly bet limit", "monthlyBetLimit", 200, null, [[FEBRUARY, "bet", 195]]],
    ["today's net loss plus the bet over the daily loss limit", "dailyLossLimit", 20, "dailyLossLimit", [[TODAY, "bet", 30], [TODAY, "win", 15]]],
    ["wins that keep today's loss under the daily loss limit", "dailyLossLimit", 20, null, [[TODAY, "bet", 30], [TODAY, "win", 25]]],
    ["this week's loss over the weekly loss limit", "weeklyLossLimit", 50, "weeklyLossLimit", [[MONDAY, "bet", 45]]],
    ["this month's loss over the monthly loss limit", "monthlyLossLimit", 100, "monthlyLossLimit", [[MARCH_2, "bet", 95]]],
  ])("%s (%s %d) -> %s", async (_, limit, amount, code, list) => {
    const player = playerWith(limit, amount, list);
    const session = await launch(player);
    const before = { rounds: roundsOf(player), cash: cashOf(player) };
    const res = await spin(session, 10);
    if (code === null) {
      expect(res.status).toBe(200);
      parsed(SlotSpinResponseSchema, res);
      return;
    }
    expect([res.status, codeOf(res)]).toEqual([400, code]);
    expect(res.body).toMatchObject({ success: false, limit, amount });
    // A refused bet moves nothing and writes no round.
    expect({ rounds: roundsOf(player), cash: cashOf(player) }).toEqual(before);
  });

  it("counts the rounds the slot itself plays and says what is left until the reset", async () => {
    const player = playerWith("dailyBetLimit", 25);
    const session = await launch(player);
    expect((await spin(session, 10)).status).toBe(200);
    expect((await spin(session, 10)).status).toBe(200);
    const refused = await spin(session, 10);
    expect(refused.body).toEqual({
      success: false,
      code: "dailyBetLimit",
      message: "A bet of 10 EUR would break your daily bet limit of 25 EUR (5 EUR left until 2026-03-11T00:00:00.000Z)",
      limit: "dailyBetLimit",
      amount: 25,
      resetsAt: "2026-03-11T00:00:00.000Z",
    });
    expect((await spin(session, 5)).status).toBe(200);
  });

  it("counts the player's day in their time zone: 20:00 UTC yesterday is today in Tokyo", async () => {
    const player = playerWith("dailyBetLimit", 50, [["2026-03-09T20:00:00.000Z", "bet", 45]]);
    const session = await launch(player);
    expect((await spin(session, 10)).status).toBe(200);
    writePlayerSettings(t.db, player.userId, { time_zone: "Asia/Tokyo" }, clock.now());
    const refused = await spin(session, 10);
    // Tokyo's 10th began at 15:00 UTC on the 9th and ends at 15:00 UTC on the 10th.
    expect(refused.body).toMatchObject({ code: "dailyBetLimit", resetsAt: "2026-03-10T15:00:00.000Z" });
  });

  it("reads what the spins used and left of the bet and loss limits", async () => {
    const player = playerWith("dailyBetLimit", 25, [[TODAY, "bet", 5]]);
    writeLimit(t.db, player.userId, "weeklyLossLimit", 40, new Date("2026-03-01T00:00:00.000Z"));
    const session = await launch(player);
    const won = parsed(SlotSpinResponseSchema, await spin(session, 10)).data.win;
    const data = parsed(LimitsResponseSchema, await send(t, "/api/user/limits", { headers: player.headers })).data;
    expect(data.limits.find((l) => l.name === "dailyBetLimit")).toMatchObject({ used: 15, left: 10, resetsAt: "2026-03-11T00:00:00.000Z" });
    const lost = Math.max(0, Math.round((15 - won) * 100) / 100);
    expect(data.limits.find((l) => l.name === "weeklyLossLimit")).toMatchObject({ used: lost, left: Math.max(0, 40 - lost), resetsAt: "2026-03-16T00:00:00.000Z" });
  });

  it.each<[string, Round[], number | null]>([
    ["net winnings at the limit stop play until the month ends", [[MARCH_2, "bet", 10], [MARCH_2, "win", 30]], 409],
    ["net winnings under the limit let the round be played", [[MARCH_2, "bet", 10], [MARCH_2, "win", 29.99]], 200],
    ["last month's winnings do not count", [[FEBRUARY, "bet", 10], [FEBRUARY, "win", 500]], 200],
    ["wins eaten by losses are no winnings", [[MARCH_2, "bet", 100], [MARCH_2, "win", 110]], 200],
  ])("monthly winnings limit of 20: %s", async (_, list, status) => {
    const player = playerWith("maxBetLimit", 1000, list);
    updateUser(t.db, player.userId, { monthly_limit: 20 }, clock.now());
    const session = await launch(player);
    const before = { rounds: roundsOf(player), cash: cashOf(player) };
    const res = await spin(session, 10);
    expect(res.status).toBe(status);
    if (status === 409) {
      expect(res.body).toMatchObject({ code: "WINNINGS_LIMIT_REACHED", limit: "monthlyWinningsLimit", amount: 20, resetsAt: "2026-04-01T00:00:00.000Z" });
      expect({ rounds: roundsOf(player), cash: cashOf(player) }).toEqual(before);
    }
  });

  it("reads where the winnings limit stands", async () => {
    const player = playerWith("maxBetLimit", 1000, [[MARCH_2, "bet", 10], [MARCH_2, "win", 22.5]]);
    await send(t, "/api/user/limits", { method: "PUT", body: { monthlyWinningsLimit: 50 }, headers: player.headers });
    const data = parsed(LimitsResponseSchema, await send(t, "/api/user/limits", { headers: player.headers })).data;
    expect(data).toMatchObject({ monthlyWinningsLimit: 50, monthlyWinnings: { used: 12.5, left: 37.5, resetsAt: "2026-04-01T00:00:00.000Z" } });
  });

  it("leaves demo play alone", async () => {
    const player = playerWith("maxBetLimit", 1, [[TODAY, "bet", 1000]]);
    expect((await spin(await launch(player, "demo"), 10)).status).toBe(200);
  });
});
