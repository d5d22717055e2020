import { LimitsResponseSchema, SharedStatisticsResponseSchema, StatisticsResponseSchema, StatisticsShareResponseSchema } from "@casino/api-client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { errorOf, parseAs } from "../test/contract.ts";
import { createSliceApp, get, insertRound, playerOf, send, type SliceApp, type TestPlayer } from "./kyc-test-kit.ts";

let t: SliceApp;
let slugs: string[];
beforeEach(() => {
  t = createSliceApp();
  slugs = t.db.prepare("SELECT slug FROM games ORDER BY popularity_rank LIMIT 2").pluck().all() as string[];
});
afterEach(() => t.close());

const statistics = async (p: TestPlayer) => (await parseAs(StatisticsResponseSchema, await get(t, "/api/user/statistics", p.headers))).data;
const share = async (p: TestPlayer) => (await parseAs(StatisticsShareResponseSchema, await send(t, "POST", "/api/user/statistics/share", {}, p.headers))).data;
const gameName = (slug: string) => t.db.prepare("SELECT name FROM games WHERE slug = ?").pluck().get(slug) as string;

function playRounds(p: TestPlayer): void {
  const [a, b] = slugs as [string, string];
  for (const [type, amount, slug] of [
    ["bet", 1_00, a], ["win", 2_50, a], ["bet", 1_00, a], ["bet", 5_00, b], ["win", 40_00, b], ["bet", 1_00, a], ["refund", 1_00, a],
  ] as const) {
    insertRound(t, p.userId, type, amount, slug);
    t.clock.advance(1);
  }
  const gameId = t.db.prepare("SELECT id FROM games WHERE slug = ?").pluck().get(a);
  const session = t.db.prepare("INSERT INTO game_sessions (id, user_id, game_id, mode, created_at) VALUES (?, ?, ?, ?, ?)");
  session.run(`s-${p.userId}-1`, p.userId, gameId, "real", t.clock.now().toISOString());
  session.run(`s-${p.userId}-2`, p.userId, gameId, "real", t.clock.now().toISOString());
  session.run(`s-${p.userId}-3`, p.userId, gameId, "demo", t.clock.now().toISOString());
}

describe("GET /api/user/statistics", () => {
  it("answers zeros for a player without rounds", async () => {
    expect(await statistics(playerOf(t))).toEqual({
      currencyCode: "EUR",
      bets: { count: 0, amount: 0 },
      wins: { count: 0, amount: 0 },
      biggestWin: null,
      favouriteGame: null,
      sessions: 0,
    });
  });

  it("counts bets, wins, the biggest win, the favourite game and real-money sessions", async () => {
    const player = playerOf(t);
    playRounds(player);
    const [a, b] = slugs as [string, string];
    expect(await statistics(player)).toEqual({
      currencyCode: "EUR",
      bets: { count: 4, amount: 8 },
      wins: { count: 2, amount: 42.5 },
      biggestWin: { amount: 40, gameSlug: b, gameName: gameName(b), at: "2026-03-10T12:00:04.000Z" },
      favouriteGame: { slug: a, name: gameName(a), rounds: 3 },
      sessions: 2,
    });
  });

  it("needs a token", async () => {
    expect((await get(t, "/api/user/statistics")).status).toBe(401);
  });
});

describe("the public share link", () => {
  it("gives one token per player and shows the numbers with the nickname only", async () => {
    const player = playerOf(t, undefined, { nickname: "LuckyLuke", first_name: "Luke", last_name: "Private" });
    playRounds(player);
    const first = await share(player);
    expect(first.path).toBe(`/api/core/casino/statistics/${first.token}`);
    expect(await share(player)).toEqual(first);

    const res = await get(t, first.path);
    const text = await res.clone().text();
    const { data } = await parseAs(SharedStatisticsResponseSchema, res);
    expect(data).toMatchObject({ nickname: "LuckyLuke", sharedAt: "2026-03-10T12:00:07.000Z", statistics: await statistics(player) });
    expect(Object.keys(data)).toEqual(["nickname", "statistics", "sharedAt"]);
    for (const secret of ["Private", "example.test", `"userId"`, "slice"]) expect(text).not.toContain(secret);
  });

  it("hides the numbers while the player is in ghost mode, and shows them again after", async () => {
    const player = playerOf(t, undefined, { nickname: "Casper" });
    const { path } = await share(player);
    await parseAs(LimitsResponseSchema, await send(t, "PUT", "/api/user/limits", { ghostMode: true }, player.headers));
    expect(await errorOf(await get(t, path))).toMatchObject({ status: 404, code: "SHARE_NOT_FOUND" });
    await send(t, "PUT", "/api/user/limits", { ghostMode: false }, player.headers);
    expect((await get(t, path)).status).toBe(200);
  });

  it.each([["an unknown token", "nope"], ["an empty-looking token", "%20"]])("answers 404 for %s", async (_, token) => {
    expect(await errorOf(await get(t, `/api/core/casino/statistics/${token}`))).toMatchObject({ status: 404, code: "SHARE_NOT_FOUND" });
  });

  it("needs a token to create a link", async () => {
    expect((await send(t, "POST", "/api/user/statistics/share", {})).status).toBe(401);
  });
});

describe("isolation", () => {
  it("a second player's statistics and share link show none of the first player's rounds", async () => {
    const first = playerOf(t);
    const second = playerOf(t);
    playRounds(first);
    expect((await statistics(second)).bets.count).toBe(0);
    const link = await share(second);
    expect(link.token).not.toBe((await share(first)).token);
    expect((await parseAs(SharedStatisticsResponseSchema, await get(t, link.path))).data.statistics.bets.count).toBe(0);
  });
});
