import {
  FavoriteGamesResponseSchema,
  GameHistoryResponseSchema,
  GameLaunchResponseSchema,
  RecentGamesResponseSchema,
} from "@casino/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.ts";
import { brandJson, createBrandsFixture } from "../test/fixtures.ts";
import { call, createPlayer, errorCode, parseWith } from "./catalog-test-kit.ts";

let t: TestApp;
let slot: string;
let live: string;
let slots: string[];
beforeAll(() => {
  const fx = createBrandsFixture();
  fx.writeBrand("curacao", brandJson("curacao", { allowGuestPlayDemoGames: true }));
  fx.writeBrand("noir", brandJson("noir", { allowGuestPlayDemoGames: false }));
  t = createTestApp(fx);
  slots = t.db.prepare("SELECT slug FROM games WHERE has_demo = 1 ORDER BY popularity_rank LIMIT 5").pluck().all() as string[];
  slot = slots[0]!;
  live = t.db.prepare("SELECT slug FROM games WHERE game_type = 'live' LIMIT 1").pluck().get() as string;
});
afterAll(() => t.close());

const launch = (body: unknown, headers: Record<string, string> = {}) => call(t, "/api/user/game-launch", { method: "POST", body, headers });

describe("POST /api/user/game-launch", () => {
  it("opens a real-money session for a player and records it as recent", async () => {
    const player = createPlayer(t);
    const res = await launch({ slug: slot, mode: "real" }, player.headers);
    expect(res.status).toBe(200);
    const { url, sessionId, mode } = parseWith(GameLaunchResponseSchema, res.body).data;
    expect(mode).toBe("real");
    expect(url).toBe(`http://localhost/sandbox/games/${slot}/play?session=${sessionId}`);
    expect(t.db.prepare("SELECT user_id, mode, country_code FROM game_sessions WHERE id = ?").get(sessionId)).toEqual({
      user_id: player.userId,
      mode: "real",
      country_code: "DE",
    });
    const recent = await call(t, "/api/user/get-recent-games", { headers: player.headers });
    expect(parseWith(RecentGamesResponseSchema, recent.body).data.rows.map((g) => g.slug)).toEqual([slot]);
  });

  it("lets a guest play the demo when the brand allows it, without a user on the session", async () => {
    const res = await launch({ slug: slot, mode: "demo" }, { "x-system-token": "curacao-sandbox" });
    const { sessionId } = parseWith(GameLaunchResponseSchema, res.body).data;
    expect(t.db.prepare("SELECT user_id FROM game_sessions WHERE id = ?").pluck().get(sessionId)).toBeNull();
  });

  it.each([
    ["a guest for real money", () => ({ slug: slot, mode: "real" }), {}, 401, "UNAUTHORIZED"],
    ["a guest's demo where the brand forbids it", () => ({ slug: slot, mode: "demo" }), { "x-system-token": "noir-sandbox" }, 401, "UNAUTHORIZED"],
    ["a stale token", () => ({ slug: slot, mode: "demo" }), { authorization: "Bearer nope" }, 403, "SESSION_EXPIRED"],
    ["an unknown game", () => ({ slug: "no-such-game", mode: "demo" }), {}, 404, "GAME_NOT_FOUND"],
    ["the demo of a live game", () => ({ slug: live, mode: "demo" }), {}, 400, "DEMO_NOT_AVAILABLE"],
    ["a restricted country", () => ({ slug: slot, mode: "demo" }), { "x-sandbox-country": "NL" }, 400, "GAME_COUNTRY_RESTRICTED"],
    ["a bad mode", () => ({ slug: slot, mode: "fun" }), {}, 400, "VALIDATION_ERROR"],
  ])("refuses %s", async (_, body, headers: Record<string, string>, status, code) => {
    const res = await launch(body(), headers);
    expect(res.status).toBe(status);
    expect(errorCode(res)).toBe(code);
  });

  it("refuses real play from a restricted country to a logged-in player too", async () => {
    const res = await launch({ slug: slot, mode: "real" }, { ...createPlayer(t).headers, "x-sandbox-country": "NL" });
    expect(errorCode(res)).toBe("GAME_COUNTRY_RESTRICTED");
  });
});

describe("recent games", () => {
  it("lists each game once, latest launch first", async () => {
    const player = createPlayer(t);
    for (const slug of [slots[1]!, slots[2]!, slots[1]!, slots[3]!]) await launch({ slug, mode: "demo" }, player.headers);
    const res = await call(t, "/api/user/get-recent-games", { headers: player.headers });
    expect(parseWith(RecentGamesResponseSchema, res.body).data.rows.map((g) => g.slug)).toEqual([slots[3], slots[1], slots[2]]);
  });
});

describe("favourites", () => {
  const favorites = async (headers: Record<string, string>) =>
    parseWith(FavoriteGamesResponseSchema, (await call(t, "/api/user/get-favorite-games", { headers })).body).data.rows.map((g) => g.slug);
  const change = (action: "add" | "remove", slug: string, headers: Record<string, string>) =>
    call(t, `/api/user/${action}-favorite-game`, { method: "POST", body: { slug }, headers });

  it("adds (idempotently) and removes, each answer being the new list", async () => {
    const { headers } = createPlayer(t);
    expect(await favorites(headers)).toEqual([]);
    await change("add", slots[0]!, headers);
    await change("add", slots[1]!, headers);
    const again = await change("add", slots[1]!, headers);
    expect(parseWith(FavoriteGamesResponseSchema, again.body).data.count).toBe(2);
    expect(new Set(await favorites(headers))).toEqual(new Set([slots[0], slots[1]]));
    const removed = await change("remove", slots[0]!, headers);
    expect(parseWith(FavoriteGamesResponseSchema, removed.body).data.rows.map((g) => g.slug)).toEqual([slots[1]]);
    expect((await change("remove", slots[0]!, headers)).status).toBe(200);
  });

  it("keeps one player's favourites invisible to another", async () => {
    const alice = createPlayer(t);
    const bob = createPlayer(t);
    await change("add", slots[2]!, alice.headers);
    expect(await favorites(bob.headers)).toEqual([]);
    await change("remove", slots[2]!, bob.headers);
    expect(await favorites(alice.headers)).toEqual([slots[2]]);
  });

  it.each([
    ["GET", "/api/user/get-favorite-games"],
    ["POST", "/api/user/add-favorite-game"],
    ["POST", "/api/user/remove-favorite-game"],
    ["GET", "/api/user/get-recent-games"],
    ["GET", "/api/user/get-game-history"],
  ])("%s %s needs a player (401)", async (method, path) => {
    const res = await call(t, path, { method, ...(method === "POST" ? { body: { slug: slot } } : {}) });
    expect(res.status).toBe(401);
  });

  it("answers 404 GAME_NOT_FOUND for an unknown game", async () => {
    const res = await change("add", "no-such-game", createPlayer(t).headers);
    expect(errorCode(res)).toBe("GAME_NOT_FOUND");
  });
});

describe("GET /api/user/get-game-history", () => {
  const insertRound = t0Round();
  function t0Round() {
    let n = 0;
    return (userId: number, round: { type: string; currency: string; before: number; amount: number; after: number; at: string }) =>
      t.db
        .prepare(
          `INSERT INTO game_rounds (transaction_id, user_id, game_id, type, currency_code, balance_before, amount, balance_after, bonus_balance, created_at)
           VALUES (?, ?, (SELECT id FROM games WHERE slug = ?), ?, ?, ?, ?, ?, 0, ?)`,
        )
        .run(`TX-${++n}`, userId, slot, round.type, round.currency, round.before, round.amount, round.after, round.at);
  }

  it("answers the player's rounds, latest first, in major units, and nobody else's", async () => {
    const player = createPlayer(t);
    const other = createPlayer(t);
    insertRound(player.userId, { type: "bet", currency: "EUR", before: 10_000, amount: 250, after: 9_750, at: "2026-11-20T10:00:00.000Z" });
    insertRound(player.userId, { type: "win", currency: "EUR", before: 9_750, amount: 1_030, after: 10_780, at: "2026-11-20T10:00:01.000Z" });
    insertRound(player.userId, { type: "bet", currency: "BTC", before: 100_000_000, amount: 30, after: 99_999_970, at: "2026-11-21T09:00:00.000Z" });
    insertRound(other.userId, { type: "bet", currency: "EUR", before: 500, amount: 100, after: 400, at: "2026-11-21T09:00:00.000Z" });

    const res = await call(t, "/api/user/get-game-history", { headers: player.headers });
    const { rows, count } = parseWith(GameHistoryResponseSchema, res.body).data;
    expect(count).toBe(3);
    expect(rows[0]).toMatchObject({ type: "bet", currencyCode: "BTC", balanceBefore: 1, amount: 0.0000003, balanceAfter: 0.9999997 });
    expect(rows[1]).toMatchObject({ type: "win", gameSlug: slot, balanceBefore: 97.5, amount: 10.3, balanceAfter: 107.8, bonusBalance: 0 });
    expect(rows[1]!.provider).toBeTruthy();

    const day = await call(t, "/api/user/get-game-history?from=2026-11-20&to=2026-11-20&limit=1&offset=1", { headers: player.headers });
    const page = parseWith(GameHistoryResponseSchema, day.body).data;
    expect(page.count).toBe(2);
    expect(page.rows.map((r) => r.type)).toEqual(["bet"]);
  });

  it("rejects a malformed date", async () => {
    const res = await call(t, "/api/user/get-game-history?from=20.11.2026", { headers: createPlayer(t).headers });
    expect(errorCode(res)).toBe("VALIDATION_ERROR");
  });
});
