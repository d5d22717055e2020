import { GameLaunchResponseSchema, JoinTournamentResponseSchema, LeaderboardResponseSchema, TournamentListResponseSchema, TournamentScoreEventSchema } from "@casino/api-client";
import { Hono } from "hono";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDeps } from "../context.ts";
import { manualClock } from "../test/contract.ts";
import { registerSandboxTournamentRoutes } from "./sandbox-tournaments.ts";
import { codeOf, createWalletPlayer, createWalletTestApp, fund, parsed, send, type WalletTestApp } from "./wallet-test-kit.ts";

const clock = manualClock(new Date());
let t: WalletTestApp;
let slot: string;
beforeAll(() => {
  t = createWalletTestApp({ clock: clock.now });
  slot = t.db.prepare("SELECT slug FROM games WHERE game_type = 'slot' AND min_bet <= 1 AND max_bet >= 1 ORDER BY popularity_rank LIMIT 1").pluck().get() as string;
});
afterAll(() => t.close());

type Player = ReturnType<typeof createWalletPlayer>;
const create = async (body: Record<string, unknown>) => {
  const res = await send(t, "/sandbox/tournaments", { body });
  expect(res.status).toBe(200);
  return (res.body as { data: { id: number; slug: string } }).data;
};
const statusOf = async (slug: string) =>
  parsed(TournamentListResponseSchema, await send(t, "/api/admin/tournaments")).data.rows.find((row) => row.slug === slug)?.status;
const join = (player: Player, id: number) => send(t, `/api/user/tournaments/${id}/join`, { body: {}, headers: player.headers });
const board = async (id: number, player: Player) =>
  parsed(LeaderboardResponseSchema, await send(t, `/api/admin/tournaments/${id}/leaderboard`, { headers: player.headers })).data;
async function spinOnce(player: Player, bet = 1) {
  const { sessionId } = parsed(GameLaunchResponseSchema, await send(t, "/api/user/game-launch", { body: { slug: slot, mode: "real" }, headers: player.headers })).data;
  expect((await send(t, "/sandbox/games/spin", { body: { session: sessionId, bet } })).status).toBe(200);
}
const scoreEvents = (player: Player) => t.events.filter((e) => e.userId === player.userId && e.event === "tournamentScore").map((e) => e.payload);

describe("POST /sandbox/tournaments", () => {
  it("makes a tournament that starts and ends within a test's time", async () => {
    const { id, slug } = await create({ kind: "race", startsInSeconds: 60, endsInSeconds: 120, prizePool: 50 });
    expect(await statusOf(slug)).toBe("upcoming");
    clock.advance(60);
    expect(await statusOf(slug)).toBe("running");
    const player = createWalletPlayer(t);
    parsed(JoinTournamentResponseSchema, await join(player, id));
    clock.advance(60);
    expect(await statusOf(slug)).toBe("finished");
    expect(codeOf(await join(player, id))).toBe("TOURNAMENT_FINISHED");
  });

  it("seats the rivals it is given, with the prizes of the pool", async () => {
    const { id } = await create({ endsInSeconds: 600, prizePool: 100, rivals: [{ nickname: "Alpha", score: 5 }, { nickname: "Beta", score: 0.5 }] });
    const player = createWalletPlayer(t);
    await join(player, id);
    const data = await board(id, player);
    expect(data.rows.map((r) => [r.place, r.nickname, r.score, r.prize])).toEqual([[1, "Al***", 5, 50], [2, "Be***", 0.5, 30], [3, expect.any(String), 0, 20]]);
  });

  it("refuses an end before the start", async () => {
    expect((await send(t, "/sandbox/tournaments", { body: { startsInSeconds: 60, endsInSeconds: 60 } })).status).toBe(400);
  });

  it("is not mounted in production mode", async () => {
    const app = new Hono();
    registerSandboxTournamentRoutes(app, { db: t.db, clock: clock.now } as unknown as AppDeps, { NODE_ENV: "production" });
    expect((await app.request("/sandbox/tournaments", { method: "POST", body: "{}" })).status).toBe(404);
  });
});

describe("the tournamentScore event", () => {
  it("tells the player their new score and place after a real round of the demo slot", async () => {
    const { id } = await create({ kind: "race", endsInSeconds: 600, rivals: [{ nickname: "Rival", score: 0.5 }] });
    const player = createWalletPlayer(t);
    fund(t, player.userId, 20);
    await join(player, id);
    expect((await board(id, player)).me).toMatchObject({ place: 2, score: 0 });
    await spinOnce(player, 1);
    expect((await board(id, player)).me).toMatchObject({ place: 1, score: 1 });
    const events = scoreEvents(player);
    expect(events).toEqual([{ tournamentId: id, score: 1, place: 1 }]);
    expect(v.is(TournamentScoreEventSchema, events[0])).toBe(true);
  });

  it("says nothing for a tournament the player has not joined, nor for one that has ended", async () => {
    const open = await create({ kind: "race", endsInSeconds: 600 });
    const ending = await create({ kind: "race", endsInSeconds: 30 });
    const player = createWalletPlayer(t);
    fund(t, player.userId, 20);
    await join(player, ending.id);
    clock.advance(30);
    await spinOnce(player, 1);
    expect(scoreEvents(player)).toEqual([]);
    expect((await board(open.id, player)).me).toBeNull();
  });
});
