import { JoinTournamentResponseSchema, LeaderboardResponseSchema, TournamentListResponseSchema } from "@casino/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PLAYER_IDS } from "../db/seeds/demo-players.ts";
import { recordWager } from "../repos/bonus-wagering.ts";
import { writePlayerSettings } from "../repos/limits.ts";
import { createSession } from "../repos/sessions.ts";
import { createRewardsPlayer, createRewardsTestApp, type RewardsTestApp } from "./bonus-test-kit.ts";
import { call, errorCode, parseWith } from "./catalog-test-kit.ts";

let t: RewardsTestApp;
let ids: Record<string, number>;
beforeAll(() => {
  t = createRewardsTestApp();
  ids = Object.fromEntries((t.db.prepare("SELECT slug, id FROM tournaments").all() as Array<{ slug: string; id: number }>).map((r) => [r.slug, r.id]));
});
afterAll(() => t.close());

const tournaments = async (query = "", headers: Record<string, string> = {}) =>
  parseWith(TournamentListResponseSchema, (await call(t, `/api/admin/tournaments${query}`, { headers })).body).data;
const board = async (id: number, headers: Record<string, string> = {}, query = "") =>
  parseWith(LeaderboardResponseSchema, (await call(t, `/api/admin/tournaments/${id}/leaderboard${query}`, { headers })).body).data;

describe("GET /api/admin/tournaments", () => {
  it("lists running first, then upcoming, then finished", async () => {
    const { rows, count } = await tournaments();
    expect(count).toBe(4);
    expect(rows.map((r) => [r.slug, r.status])).toEqual([
      ["spring-slot-race", "running"], ["multiplier-madness", "running"], ["weekend-race", "upcoming"], ["winter-cup", "finished"],
    ]);
    expect(rows[0]).toMatchObject({ kind: "race", prizePool: 5000, participants: 9, joined: false, prizes: [{ place: 1, amount: 2000 }, {}, {}, {}, {}] });
  });

  it.each([
    ["kind", "?kind=tournament", ["multiplier-madness", "winter-cup"]],
    ["status", "?status=upcoming", ["weekend-race"]],
  ])("filters by %s", async (_, query, slugs) => {
    expect((await tournaments(query)).rows.map((r) => r.slug)).toEqual(slugs);
  });

  it("answers in the language asked for", async () => {
    expect((await tournaments("?language=de&status=running")).rows[0]?.name).toBe("Frühlings-Slotrennen");
    expect((await tournaments("?language=ja&status=running")).rows[0]?.name).toBe("春のスロットレース");
    expect((await tournaments("?language=xx&status=running")).rows[0]?.name).toBe("Spring slot race");
  });
});

describe("leaderboards and joining", () => {
  it("masks other players and shows the player's own entry", async () => {
    const { token } = createSession(t.db, { userId: DEMO_PLAYER_IDS.depositor, now: t.clock.now() });
    const data = await board(ids["spring-slot-race"]!, { authorization: `Bearer ${token}` }, "?limit=3");
    expect(data.rows.map((r) => r.nickname)).toEqual(["Lu***", "Sp***", "Re***"]);
    expect(data.rows[0]).toMatchObject({ place: 1, score: 2400, prize: 2000, isMe: false });
    expect(data.count).toBe(9);
    expect(data.me).toMatchObject({ nickname: "Dana", score: 1500, isMe: true, place: 5 });
  });

  it("hides a player in ghost mode from the others (place, score and prize stay), not from themself", async () => {
    const id = ids["spring-slot-race"]!;
    const ghost = createRewardsPlayer(t, { nickname: "Phantom" });
    await call(t, `/api/user/tournaments/${id}/join`, { method: "POST", body: {}, headers: ghost.headers });
    recordWager(t.deps, { userId: ghost.userId, gameSlug: "any-slot", amount: 9000, now: t.clock.now() });
    const before = await board(id);
    expect(before.rows[0]).toMatchObject({ nickname: "Ph***", place: 1 });
    writePlayerSettings(t.db, ghost.userId, { ghost_mode: 1 }, t.clock.now());
    try {
      const after = await board(id);
      expect(after.rows[0]).toEqual({ ...before.rows[0], nickname: "***" });
      expect(after.rows.slice(1)).toEqual(before.rows.slice(1));
      expect((await board(id, ghost.headers)).me).toMatchObject({ place: 1, isMe: true, nickname: "Phantom" });
    } finally {
      t.db.prepare("DELETE FROM tournament_entries WHERE user_id = ?").run(ghost.userId);
    }
  });

  it("lets a player join once and climb the race with real bets", async () => {
    const player = createRewardsPlayer(t, { nickname: "Racer" });
    const id = ids["spring-slot-race"]!;
    const joined = parseWith(JoinTournamentResponseSchema, (await call(t, `/api/user/tournaments/${id}/join`, { method: "POST", body: {}, headers: player.headers })).body).data;
    const again = parseWith(JoinTournamentResponseSchema, (await call(t, `/api/user/tournaments/${id}/join`, { method: "POST", body: {}, headers: player.headers })).body).data;
    expect(again).toEqual(joined);
    recordWager(t.deps, { userId: player.userId, gameSlug: "any-slot", amount: 3000, now: t.clock.now() });
    const data = await board(id, player.headers);
    expect(data.me).toMatchObject({ place: 1, score: 3000, nickname: "Racer", prize: 2000 });
    expect((await tournaments("?status=running", player.headers)).rows[0]).toMatchObject({ joined: true, participants: 10 });
  });

  it("keeps one entry for joins that arrive together", async () => {
    const player = createRewardsPlayer(t);
    const id = ids["weekend-race"]!;
    const join = () => call(t, `/api/user/tournaments/${id}/join`, { method: "POST", body: {}, headers: player.headers });
    const answers = await Promise.all(Array.from({ length: 5 }, join));
    const joinedAt = new Set(answers.map((res) => parseWith(JoinTournamentResponseSchema, res.body).data.joinedAt));
    expect(joinedAt.size).toBe(1);
    expect(t.db.prepare("SELECT count(*) FROM tournament_entries WHERE tournament_id = ? AND user_id = ?").pluck().get(id, player.userId)).toBe(1);
  });

  it("scores a tournament by the best multiplier on its games", async () => {
    const player = createRewardsPlayer(t);
    const id = ids["multiplier-madness"]!;
    const [game] = (await tournaments("?kind=tournament&status=running")).rows[0]!.games;
    await call(t, `/api/user/tournaments/${id}/join`, { method: "POST", body: {}, headers: player.headers });
    for (const win of [50, 20]) recordWager(t.deps, { userId: player.userId, gameSlug: game!.slug, amount: 1, win, now: t.clock.now() });
    recordWager(t.deps, { userId: player.userId, gameSlug: "not-listed", amount: 1, win: 900, now: t.clock.now() });
    expect((await board(id, player.headers)).me?.score).toBe(50);
  });

  it.each([
    ["a finished tournament", () => `/api/user/tournaments/${ids["winter-cup"]}/join`, 409, "TOURNAMENT_FINISHED"],
    ["an unknown one", () => "/api/user/tournaments/999/join", 404, "TOURNAMENT_NOT_FOUND"],
  ])("refuses to join %s", async (_, path, status, code) => {
    const res = await call(t, path(), { method: "POST", body: {}, headers: createRewardsPlayer(t).headers });
    expect([res.status, errorCode(res)]).toEqual([status, code]);
  });

  it("needs a token to join", async () => {
    expect((await call(t, `/api/user/tournaments/${ids["weekend-race"]}/join`, { method: "POST", body: {} })).status).toBe(401);
  });
});
