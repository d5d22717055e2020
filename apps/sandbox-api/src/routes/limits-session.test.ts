import { GameLaunchResponseSchema, LimitsResponseSchema, SessionSummaryResponseSchema, SlotSpinResponseSchema } from "@casino/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sweepSessionLimits } from "../repos/session-limit.ts";
import { createSession } from "../repos/sessions.ts";
import { manualClock } from "../test/contract.ts";
import { codeOf, createWalletPlayer, createWalletTestApp, fund, parsed, send, limitTestSlot, type WalletTestApp } from "./wallet-test-kit.ts";

// Issue 27 points 2 and 5: the session time limit ends the session for real (bets refused, token refused, games
// closed over the socket), and the session read gives its end, the reality-check interval and what was played.
const clock = manualClock();
let t: WalletTestApp;
let slug: string;
beforeAll(() => {
  t = createWalletTestApp({ clock: clock.now });
  slug = limitTestSlot(t.db);
});
afterAll(() => t.close());

type Player = ReturnType<typeof createWalletPlayer>;
const MINUTE = 60;
const at = (offsetSeconds = 0) => new Date(clock.now().getTime() + offsetSeconds * 1000).toISOString();
const put = (player: Player, body: unknown) => send(t, "/api/user/limits", { method: "PUT", body, headers: player.headers });
const summary = async (player: Player) => parsed(SessionSummaryResponseSchema, await send(t, "/api/user/limits/session", { headers: player.headers })).data;
const launch = async (player: Player) =>
  parsed(GameLaunchResponseSchema, await send(t, "/api/user/game-launch", { body: { slug, mode: "real" }, headers: player.headers })).data.sessionId;
const spin = (session: string, bet = 1) => send(t, "/sandbox/games/spin", { body: { session, bet } });
const blocksOf = (player: Player) => t.events.filter((e) => e.userId === player.userId && e.event === "responsibleGamingBlock").map((e) => e.payload);
const endReasons = (player: Player) =>
  t.db.prepare("SELECT end_reason FROM sessions WHERE user_id = ? ORDER BY id").pluck().all(player.userId) as (string | null)[];

function newPlayer(): Player {
  const player = createWalletPlayer(t, {}, clock.now());
  fund(t, player.userId, 100);
  return player;
}

describe("session time limit", () => {
  it("tells when the session ends, refuses the spin once it is reached, ends the login and closes the games", async () => {
    const player = newPlayer();
    const loginAt = at();
    parsed(LimitsResponseSchema, await put(player, { sessionTimeLimit: { value: 10, unit: "minutes" } }));
    expect(await summary(player)).toMatchObject({ startedAt: loginAt, endsAt: at(10 * MINUTE), limitMinutes: 10 });
    const game = await launch(player);

    clock.advance(10 * MINUTE - 1);
    parsed(SlotSpinResponseSchema, await spin(game));
    expect(blocksOf(player)).toEqual([]);

    clock.advance(1);
    const refused = await spin(game);
    expect([refused.status, codeOf(refused)]).toEqual([409, "SESSION_LIMIT_REACHED"]);
    expect(blocksOf(player)).toEqual([
      { kind: "sessionLimit", until: null, reason: "SESSION_EXPIRED", message: "Your session time limit of 10 minutes was reached: the session has ended" },
    ]);
    expect(endReasons(player)).toEqual(["SESSION_EXPIRED"]);
    expect((await send(t, "/api/user/limits", { headers: player.headers })).status).toBe(403);
    expect(codeOf(await spin(game))).toBe("GAME_SESSION_ENDED");
  });

  it("ends the session at the first call with its token after the end, even without a spin", async () => {
    const player = newPlayer();
    await put(player, { sessionTimeLimit: { value: 1, unit: "hours" } });
    clock.advance(60 * MINUTE);
    expect((await send(t, "/api/user/limits/session", { headers: player.headers })).status).toBe(403);
    expect(blocksOf(player)).toHaveLength(1);
    expect(endReasons(player)).toEqual(["SESSION_EXPIRED"]);
  });

  it("counts a limit set mid-session from when it was set, and a new login from the login", async () => {
    const player = newPlayer();
    clock.advance(3 * 60 * MINUTE);
    await put(player, { sessionTimeLimit: { value: 10, unit: "minutes" } });
    expect((await summary(player)).endsAt).toBe(at(10 * MINUTE));
    clock.advance(10 * MINUTE);
    expect((await send(t, "/api/user/limits/session", { headers: player.headers })).status).toBe(403);

    const { token } = createSession(t.db, { userId: player.userId, now: clock.now() });
    const again = { ...player, headers: { authorization: `Bearer ${token}` } };
    expect(await summary(again)).toMatchObject({ startedAt: at(), endsAt: at(10 * MINUTE) });
  });

  it("leaves a session without a limit alone and keeps the limit's start when the same limit is sent again", async () => {
    const free = newPlayer();
    const limited = newPlayer();
    await put(limited, { sessionTimeLimit: { value: 10, unit: "minutes" } });
    const endsAt = (await summary(limited)).endsAt;
    clock.advance(5 * MINUTE);
    await put(limited, { sessionTimeLimit: { value: 10, unit: "minutes" }, ghostMode: true });
    expect((await summary(limited)).endsAt).toBe(endsAt);
    clock.advance(24 * 60 * MINUTE);
    expect((await summary(free)).endsAt).toBeNull();
  });

  it("ends the sessions whose time ran out while nobody called (the server's sweep)", async () => {
    const player = newPlayer();
    const other = newPlayer();
    await put(player, { sessionTimeLimit: { value: 10, unit: "minutes" } });
    clock.advance(5 * MINUTE);
    await put(other, { sessionTimeLimit: { value: 10, unit: "minutes" } });
    clock.advance(5 * MINUTE);
    // Earlier tests' players whose time ran out are swept too.
    expect(sweepSessionLimits(t.deps)).toBeGreaterThanOrEqual(1);
    expect(blocksOf(player)).toHaveLength(1);
    expect(blocksOf(other)).toHaveLength(0);
    expect(endReasons(other)).toEqual([null]);
  });
});

describe("GET /api/user/limits/session: what the reality check shows", () => {
  it("sums the session's stakes and wins, and says when the next check is due", async () => {
    const player = newPlayer();
    const answer = parsed(LimitsResponseSchema, await put(player, { realityCheckMinutes: 15 })).data;
    expect(answer.realityCheckMinutes).toBe(15);
    const game = await launch(player);
    let won = 0;
    for (let i = 0; i < 5; i++) won += parsed(SlotSpinResponseSchema, await spin(game, 2)).data.win;
    clock.advance(16 * MINUTE);
    const data = await summary(player);
    const round = (n: number) => Math.round(n * 100) / 100;
    expect(data).toMatchObject({ realityCheckMinutes: 15, currency: "EUR", bet: 10, won: round(won), net: round(won - 10), rounds: 5, endsAt: null });
    expect(data.nextRealityCheckAt).toBe(new Date(new Date(data.startedAt).getTime() + 30 * MINUTE * 1000).toISOString());
  });

  it("refuses an interval the player cannot choose", async () => {
    const res = await put(newPlayer(), { realityCheckMinutes: 20 });
    expect([res.status, codeOf(res)]).toEqual([400, "VALIDATION_ERROR"]);
  });

  it("needs a token", async () => {
    expect((await send(t, "/api/user/limits/session")).status).toBe(401);
  });
});
