import { TOURNAMENT_KINDS, TOURNAMENT_STATUSES, type Leaderboard, type LeaderboardEntry, type Tournament, type TournamentStatus } from "@casino/api-client";
import { tournamentStatusAt } from "@casino/domain";
import type { Context, Hono } from "hono";
import * as v from "valibot";
import type { AppDeps } from "../context.ts";
import { optionalUser, requireUser } from "../http/auth.ts";
import { ApiError, notFound } from "../http/errors.ts";
import { assertMayPlay } from "../http/guards.ts";
import { readQuery } from "../http/validate.ts";
import { localised } from "../repos/localised.ts";
import { ghostPlayerIds } from "../repos/limits.ts";
import { allTournaments, findEntry, findTournament, joinEntry, leaderboardRows, participantsOf, type TournamentRow } from "../repos/tournament-store.ts";
import { findUserById } from "../repos/users.ts";
import { languageOf } from "./bonus-query.ts";
import { intParam } from "./catalog-query.ts";

const ListQuery = v.object({ kind: v.optional(v.picklist(TOURNAMENT_KINDS)), status: v.optional(v.picklist(TOURNAMENT_STATUSES)), language: v.optional(v.string()) });
const BoardQuery = v.object({ limit: v.optional(intParam(1, 100), "20") });
const STATUS_ORDER: Record<TournamentStatus, number> = { running: 0, upcoming: 1, finished: 2 };

/** The domain's rule, the one the front end's countdown follows: the start is running, the end finished. */
const statusOf = (row: TournamentRow, now: Date): TournamentStatus => tournamentStatusAt({ startsAt: row.starts_at, endsAt: row.ends_at }, now.getTime());

/** What others see of a player in ghost mode. */
export const GHOST_NICKNAME = "***";
/** Other players are shown as "Da***" so the board does not leak account names. */
const masked = (name: string) => `${[...name].slice(0, 2).join("")}***`;

function tournamentId(c: Context): number {
  const id = Number(c.req.param("id"));
  if (!Number.isSafeInteger(id) || id < 1) throw notFound("Tournament not found", "TOURNAMENT_NOT_FOUND");
  return id;
}

export function registerTournamentRoutes(app: Hono, { db, clock }: AppDeps): void {
  const gamesOf = (row: TournamentRow) => {
    const slugs = JSON.parse(row.games_json) as string[];
    return slugs.flatMap((slug) => {
      const name = db.prepare("SELECT name FROM games WHERE slug = ?").pluck().get(slug) as string | undefined;
      return name ? [{ slug, name }] : [];
    });
  };
  const toTournament = (row: TournamentRow, userId: number | undefined, language: string): Tournament => {
    const texts = localised<{ name: string; description: string }>(row.texts_json, language);
    return {
      id: row.id, slug: row.slug, kind: row.kind, name: texts.name, description: texts.description, status: statusOf(row, clock()),
      startsAt: row.starts_at, endsAt: row.ends_at, prizePool: row.prize_pool, currencyCode: row.currency,
      prizes: JSON.parse(row.prizes_json) as Tournament["prizes"], games: gamesOf(row), minBet: row.min_bet,
      participants: participantsOf(db, row.id), joined: userId !== undefined && findEntry(db, row.id, userId) !== undefined,
    };
  };

  app.get("/api/admin/tournaments", (c) => {
    const q = readQuery(c, ListQuery);
    const userId = optionalUser(c)?.userId;
    const rows = allTournaments(db)
      .map((row) => toTournament(row, userId, languageOf(c, q.language)))
      .filter((t) => (!q.kind || t.kind === q.kind) && (!q.status || t.status === q.status))
      .sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status]);
    return c.json({ success: true, data: { rows, count: rows.length } });
  });

  app.get("/api/admin/tournaments/:id/leaderboard", (c) => {
    const row = findTournament(db, tournamentId(c));
    if (!row) throw notFound("Tournament not found", "TOURNAMENT_NOT_FOUND");
    const { limit } = readQuery(c, BoardQuery);
    const userId = optionalUser(c)?.userId;
    const prizes = JSON.parse(row.prizes_json) as Tournament["prizes"];
    // A ghost keeps its place, score and prize (the places stay true) but shows no name to anybody else.
    const ghosts = ghostPlayerIds(db);
    const entries: LeaderboardEntry[] = leaderboardRows(db, row.id).map((entry, index) => ({
      place: index + 1,
      nickname: entry.user_id === userId ? entry.display_name : entry.user_id !== null && ghosts.has(entry.user_id) ? GHOST_NICKNAME : masked(entry.display_name),
      score: entry.score,
      prize: prizes.find((p) => p.place === index + 1)?.amount ?? 0,
      isMe: userId !== undefined && entry.user_id === userId,
    }));
    const data: Leaderboard = { tournamentId: row.id, rows: entries.slice(0, limit), count: entries.length, me: entries.find((e) => e.isMe) ?? null };
    return c.json({ success: true, data });
  });

  app.post("/api/user/tournaments/:id/join", (c) => {
    const { userId } = requireUser(c);
    const row = findTournament(db, tournamentId(c));
    if (!row) throw notFound("Tournament not found", "TOURNAMENT_NOT_FOUND");
    if (statusOf(row, clock()) === "finished") throw new ApiError(409, "TOURNAMENT_FINISHED", "This tournament has finished");
    assertMayPlay(db, userId, clock());
    const user = findUserById(db, userId)!;
    const entry = joinEntry(db, row.id, userId, user.nickname ?? user.username, clock());
    return c.json({ success: true, data: { tournamentId: row.id, joinedAt: entry.joined_at } });
  });
}
