import { GameLaunchResponseSchema, SlotSpinResponseSchema, WalletChangeEventSchema } from "@casino/api-client";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { credit } from "../repos/ledger.ts";
import { writeLimit } from "../repos/limits.ts";
import { spinOutcome } from "../repos/slot-engine.ts";
import { readWallet } from "../repos/wallet-read.ts";
import { brandJson, createBrandsFixture } from "../test/fixtures.ts";
import { codeOf, createWalletPlayer, createWalletTestApp, fund, ledgerTotals, parsed, send, type WalletTestApp } from "./wallet-test-kit.ts";

const withBonus = new Set<number>();
vi.mock("../repos/wallet-bonus-state.ts", () => ({
  readBonusState: (_db: unknown, userId: number) => ({ active: withBonus.has(userId), bonusId: null }),
}));

let t: WalletTestApp;
let game: { slug: string; name: string; min_bet: number; max_bet: number; rtp: number; max_multiplier: number };
let plainGame: string;
beforeAll(() => {
  const fx = createBrandsFixture();
  fx.writeBrand("curacao", brandJson("curacao", { allowGuestPlayDemoGames: true }));
  t = createWalletTestApp({ fx });
  game = t.db
    .prepare("SELECT slug, name, min_bet, max_bet, rtp, max_multiplier FROM games WHERE game_type = 'slot' AND has_demo = 1 AND is_bonus = 1 AND min_bet <= 1 AND max_bet >= 10 ORDER BY popularity_rank LIMIT 1")
    .get() as typeof game;
  plainGame = t.db.prepare("SELECT slug FROM games WHERE game_type = 'slot' AND is_bonus = 0 AND min_bet <= 1 ORDER BY popularity_rank LIMIT 1").pluck().get() as string;
});
afterAll(() => t.close());

type Player = ReturnType<typeof createWalletPlayer>;
async function launch(player: Player | undefined, mode: "real" | "demo", slug = game.slug) {
  const headers = player ? player.headers : { "x-system-token": "curacao-sandbox" };
  return parsed(GameLaunchResponseSchema, await send(t, "/api/user/game-launch", { body: { slug, mode }, headers })).data.sessionId;
}
const spin = (session: string, bet: number) => send(t, "/sandbox/games/spin", { body: { session, bet } });

describe("GET /sandbox/games/<slug>/play", () => {
  it("serves a self-contained page: name, bets within min/max, Spin, balance, postMessage to the site origin", async () => {
    const player = createWalletPlayer(t);
    fund(t, player.userId, 25);
    const session = await launch(player, "real");
    const res = await t.app.request(`/sandbox/games/${game.slug}/play?session=${session}&origin=http://localhost:5173`);
    const html = await res.text();
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(html).toContain(game.name.replace(/&/g, "&amp;").replace(/'/g, "&#39;"));
    expect(html).toContain(`<option value="${game.min_bet}" selected>`);
    expect(html).toContain(`<option value="${game.max_bet}">`);
    expect(html).toContain(">Spin</button>");
    expect(html).toContain('"origin":"http://localhost:5173"');
    expect(html).toContain('"totalAmount":25');
    expect(html).toContain("window.parent.postMessage({ type: \"balance\"");
    expect(html).not.toMatch(/<(link|img)|src="http|https:\/\//);
  });

  it.each([
    ["a stranger's origin", "&origin=https://evil.example", {}],
    ["no origin and no referer", "", {}],
  ])("posts to nobody for %s", async (_, query, headers) => {
    const session = await launch(createWalletPlayer(t), "demo");
    const html = await (await t.app.request(`/sandbox/games/${game.slug}/play?session=${session}${query}`, { headers })).text();
    expect(html).toContain('"origin":null');
  });

  it("takes the origin from the frame's Referer", async () => {
    const session = await launch(createWalletPlayer(t), "demo");
    const html = await (await t.app.request(`/sandbox/games/${game.slug}/play?session=${session}`, { headers: { referer: "http://127.0.0.1:4173/play/x" } })).text();
    expect(html).toContain('"origin":"http://127.0.0.1:4173"');
  });

  it("answers 404 for an unknown session or another game's slug", async () => {
    const session = await launch(createWalletPlayer(t), "demo");
    expect((await t.app.request(`/sandbox/games/${game.slug}/play?session=nope`)).status).toBe(404);
    expect((await t.app.request(`/sandbox/games/${plainGame}/play?session=${session}`)).status).toBe(404);
  });
});

describe("POST /sandbox/games/spin", () => {
  it("plays a real round through the ledger: seeded outcome, game_rounds rows, socket events", async () => {
    const player = createWalletPlayer(t);
    fund(t, player.userId, 100);
    const session = await launch(player, "real");
    t.events.length = 0;
    const round = parsed(SlotSpinResponseSchema, await spin(session, 10)).data;
    const expected = spinOutcome(session, 0, game.rtp, game.max_multiplier);
    expect(round).toMatchObject({ mode: "real", currency: "EUR", bet: 10, multiplier: expected.multiplier, reels: expected.reels });
    expect(round.win).toBe(Math.floor(1000 * expected.multiplier) / 100);
    expect(round.balance.amount).toBe(Number((100 - 10 + round.win).toFixed(2)));
    expect(readWallet(t.db, player.userId)).toEqual(round.balance);
    const rows = t.db.prepare("SELECT type, balance_before, amount, balance_after, bonus_balance FROM game_rounds WHERE session_id = ? ORDER BY id").all(session);
    expect(rows[0]).toEqual({ type: "bet", balance_before: 10_000, amount: 1_000, balance_after: 9_000, bonus_balance: 0 });
    expect(rows).toHaveLength(round.win > 0 ? 2 : 1);
    const names = t.events.filter((e) => e.userId === player.userId).map((e) => e.event);
    expect(names.slice(0, 1)).toEqual(["debit"]);
    expect(names.at(-1)).toBe("balance");
    expect(v.parse(WalletChangeEventSchema, t.events.find((e) => e.event === "debit")!.payload).amount).toBe(-10);
  });

  it("plays bonus money after cash and records the bonus balance", async () => {
    const player = createWalletPlayer(t);
    fund(t, player.userId, 2);
    credit(t.deps, { userId: player.userId, kind: "bonus", nonCash: 800 });
    const session = await launch(player, "real");
    parsed(SlotSpinResponseSchema, await spin(session, 5));
    const bet = t.db.prepare("SELECT balance_before, balance_after, bonus_balance FROM game_rounds WHERE session_id = ? AND type = 'bet'").get(session);
    expect(bet).toEqual({ balance_before: 1_000, balance_after: 500, bonus_balance: 500 });
    const { sums, wallet } = ledgerTotals(t.db, player.userId);
    expect([sums.cash, sums.nonCash]).toEqual([wallet.cash, wallet.nonCash]);
  });

  it("plays a demo round with play money: no ledger row, no casino history", async () => {
    const session = await launch(undefined, "demo");
    const round = parsed(SlotSpinResponseSchema, await spin(session, 1)).data;
    expect(round.mode).toBe("demo");
    expect(round.balance.totalAmount).toBe(Number((1000 - 1 + round.win).toFixed(2)));
    expect(t.db.prepare("SELECT count(*) FROM game_rounds WHERE session_id = ?").pluck().get(session)).toBe(0);
    expect(t.events.some((e) => e.payload && JSON.stringify(e.payload).includes(session))).toBe(false);
  });

  it.each([
    ["BET_BELOW_MINIMUM: under the game's minimum", 400, async (p: Player) => spin(await launch(p, "real"), game.min_bet / 2)],
    ["BET_ABOVE_MAXIMUM: over the game's maximum", 400, async (p: Player) => spin(await launch(p, "real"), game.max_bet + 1)],
    ["GAME_SESSION_NOT_FOUND", 404, async () => spin("nope", 1)],
    ["INSUFFICIENT_FUNDS", 409, async (p: Player) => spin(await launch(p, "real"), 10)],
    ["SELF_EXCLUDED", 409, async (p: Player) => {
      // Launched before the self-exclusion began (a new real launch is refused as well).
      const session = await launch(p, "real");
      t.db.prepare("UPDATE users SET self_exclusion_permanent = 1 WHERE id = ?").run(p.userId);
      return spin(session, 1);
    }],
    ["MAX_BET_LIMIT_REACHED", 400, async (p: Player) => {
      fund(t, p.userId, 50);
      writeLimit(t.db, p.userId, "maxBetLimit", 5, new Date(Date.now() - 7_200_000));
      return spin(await launch(p, "real"), 10);
    }],
    ["dailyLossLimit", 400, async (p: Player) => {
      fund(t, p.userId, 50);
      writeLimit(t.db, p.userId, "dailyLossLimit", 3, new Date(Date.now() - 7_200_000));
      return spin(await launch(p, "real"), 5);
    }],
    ["BONUS_NOT_ELIGIBLE", 400, async (p: Player) => {
      fund(t, p.userId, 50);
      withBonus.add(p.userId);
      return spin(await launch(p, "real", plainGame), 1);
    }],
  ])("refuses with %s", async (code, status, run) => {
    const res = await run(createWalletPlayer(t));
    expect([res.status, codeOf(res)]).toEqual([status, code.split(":")[0]]);
  });

  it("keeps one wallet consistent under 200 parallel spins", async () => {
    const player = createWalletPlayer(t);
    fund(t, player.userId, 30);
    const session = await launch(player, "real");
    const results = await Promise.all(Array.from({ length: 200 }, () => spin(session, 1)));
    const ok = results.filter((r) => r.status === 200).length;
    expect(new Set(results.filter((r) => r.status !== 200).map(codeOf))).toEqual(ok === 200 ? new Set() : new Set(["INSUFFICIENT_FUNDS"]));
    const { sums, wallet } = ledgerTotals(t.db, player.userId);
    expect(sums.cash).toBe(wallet.cash);
    expect(wallet.cash).toBeGreaterThanOrEqual(0);
    expect(t.db.prepare("SELECT count(*) FROM game_rounds WHERE session_id = ? AND type = 'bet'").pluck().get(session)).toBe(ok);
    expect(t.db.prepare("SELECT rounds FROM slot_sessions WHERE session_id = ?").pluck().get(session)).toBe(ok);
  });
});
