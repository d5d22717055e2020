import { GameLaunchResponseSchema, SlotSpinResponseSchema } from "@casino/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeLimit } from "../repos/limits.ts";
import { codeOf, createWalletPlayer, createWalletTestApp, fund, parsed, send, type WalletTestApp } from "./wallet-test-kit.ts";

// Issue 27 point 7, spec §4: a bonus buy (100 base bets) over the max bet limit is bought only when the player
// confirms it, for that purchase only; the periodic bet and loss limits hold anyway.
let t: WalletTestApp;
let withBuy: { slug: string; minBet: number };
let withoutBuy: string;
beforeAll(() => {
  t = createWalletTestApp();
  const pick = (hasBuy: 0 | 1) =>
    t.db
      .prepare("SELECT slug, min_bet AS minBet FROM games WHERE game_type = 'slot' AND has_bonus_buy = ? AND is_bonus = 0 AND min_bet <= 0.2 ORDER BY popularity_rank LIMIT 1")
      .get(hasBuy) as { slug: string; minBet: number };
  withBuy = pick(1);
  withoutBuy = pick(0).slug;
});
afterAll(() => t.close());

type Player = ReturnType<typeof createWalletPlayer>;
const earlier = new Date(Date.now() - 2 * 3_600_000);
function playerWith(limits: Array<[Parameters<typeof writeLimit>[2], number]>): Player {
  const player = createWalletPlayer(t);
  fund(t, player.userId, 1_000);
  for (const [name, amount] of limits) writeLimit(t.db, player.userId, name, amount, earlier);
  return player;
}
const launch = async (player: Player, slug = withBuy.slug) =>
  parsed(GameLaunchResponseSchema, await send(t, "/api/user/game-launch", { body: { slug, mode: "real" }, headers: player.headers })).data.sessionId;
const spin = (session: string, extra: Record<string, unknown> = {}) => send(t, "/sandbox/games/spin", { body: { session, bet: withBuy.minBet, ...extra } });
const cashOf = (player: Player) => t.db.prepare("SELECT cash FROM wallets WHERE user_id = ?").pluck().get(player.userId) as number;

describe("POST /sandbox/games/spin with bonusBuy", () => {
  it("takes 100 base bets for the bonus and says so", async () => {
    const session = await launch(playerWith([]));
    const round = parsed(SlotSpinResponseSchema, await spin(session, { bonusBuy: true })).data;
    expect(round).toMatchObject({ bet: withBuy.minBet, stake: Math.round(withBuy.minBet * 100 * 100) / 100, bonusBuy: true });
    const regular = parsed(SlotSpinResponseSchema, await spin(session)).data;
    expect(regular).toMatchObject({ stake: withBuy.minBet, bonusBuy: false });
  });

  it("refuses a bonus buy over the max bet limit until the player confirms it, for that purchase only", async () => {
    const max = withBuy.minBet * 10;
    const player = playerWith([["maxBetLimit", max]]);
    const session = await launch(player);
    const cash = cashOf(player);
    const refused = await spin(session, { bonusBuy: true });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "BONUS_BET_LIMIT_REACHED", limit: "maxBetLimit", amount: max, needsConfirmation: true });
    expect(cashOf(player)).toBe(cash);

    parsed(SlotSpinResponseSchema, await spin(session, { bonusBuy: true, confirmOverBetLimit: true }));
    // The next purchase needs its own confirmation.
    expect(codeOf(await spin(session, { bonusBuy: true }))).toBe("BONUS_BET_LIMIT_REACHED");
    // A regular bet within the limit still plays.
    parsed(SlotSpinResponseSchema, await spin(session));
  });

  it("never lets a confirmation lift the max bet of a regular spin", async () => {
    const player = playerWith([["maxBetLimit", withBuy.minBet / 2]]);
    const res = await spin(await launch(player), { confirmOverBetLimit: true });
    expect([res.status, codeOf(res)]).toEqual([400, "MAX_BET_LIMIT_REACHED"]);
  });

  it.each<[Parameters<typeof writeLimit>[2], string]>([
    ["dailyBetLimit", "dailyBetLimit"],
    ["weeklyLossLimit", "weeklyLossLimit"],
  ])("keeps the %s for a confirmed bonus buy", async (limit, code) => {
    const player = playerWith([["maxBetLimit", withBuy.minBet], [limit, withBuy.minBet * 50]]);
    const res = await spin(await launch(player), { bonusBuy: true, confirmOverBetLimit: true });
    expect([res.status, codeOf(res)]).toEqual([400, code]);
  });

  it("refuses a bonus buy in a game without one", async () => {
    const res = await spin(await launch(playerWith([]), withoutBuy), { bonusBuy: true });
    expect([res.status, codeOf(res)]).toEqual([400, "BONUS_BUY_NOT_AVAILABLE"]);
  });
});

describe("the demo slot page", () => {
  it("offers the bonus buy and the confirmation in a game that has one, and posts refusals to the site", async () => {
    const session = await launch(playerWith([]));
    const html = await (await t.app.request(`/sandbox/games/${withBuy.slug}/play?session=${session}&origin=http://localhost:5173`)).text();
    expect(html).toContain("<button id=buy type=button>Buy bonus (100× bet)</button>");
    expect(html).toContain("Buy it this once");
    expect(html).toContain('type: "spinRefused"');
    // Issue 27 point 5: the site pauses and resumes the game (checked end to end in e2e/tests/rg-rgplay.spec.ts).
    expect(html).toContain('type !== "pause" && type !== "resume"');
    expect(html).toContain("<p id=paused role=status hidden>Game paused</p>");
    const plain = await launch(playerWith([]), withoutBuy);
    expect(await (await t.app.request(`/sandbox/games/${withoutBuy}/play?session=${plain}`)).text()).not.toContain("id=buy ");
  });
});
