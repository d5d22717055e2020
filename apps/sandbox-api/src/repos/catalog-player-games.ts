import type { GameRound } from "@casino/api-client";
import type { Database } from "better-sqlite3";
import { GAME_COLUMNS, type GameRow } from "./catalog-game-rows.ts";
import type { UserId } from "./sessions.ts";

export const RECENT_GAMES_LIMIT = 20;

export interface NewGameSession {
  id: string;
  userId: UserId | undefined;
  gameId: number;
  mode: "real" | "demo";
  countryCode: string;
  now: Date;
}

export function insertGameSession(db: Database, session: NewGameSession): void {
  db.prepare(
    "INSERT INTO game_sessions (id, user_id, game_id, mode, country_code, created_at) VALUES (?, ?, ?, ?, ?, ?)",
  ).run(session.id, session.userId ?? null, session.gameId, session.mode, session.countryCode, session.now.toISOString());
}

/** Recent games are the player's launches, one row per game at its latest launch. */
export function recentGames(db: Database, userId: UserId, limit = RECENT_GAMES_LIMIT): GameRow[] {
  return db
    .prepare(
      `SELECT ${GAME_COLUMNS} FROM (
         SELECT game_id, max(created_at) AS last, max(rowid) AS seq FROM game_sessions
         WHERE user_id = ? GROUP BY game_id ORDER BY last DESC, seq DESC LIMIT ?
       ) r JOIN games g ON g.id = r.game_id JOIN game_providers p ON p.id = g.provider_id
       ORDER BY r.last DESC, r.seq DESC`,
    )
    .all(userId, limit) as GameRow[];
}

export function favoriteGames(db: Database, userId: UserId): GameRow[] {
  return db
    .prepare(
      `SELECT ${GAME_COLUMNS} FROM favorite_games f JOIN games g ON g.id = f.game_id JOIN game_providers p ON p.id = g.provider_id
       WHERE f.user_id = ? ORDER BY f.created_at DESC, f.game_id DESC`,
    )
    .all(userId) as GameRow[];
}

export function addFavorite(db: Database, userId: UserId, gameId: number, now: Date): void {
  db.prepare("INSERT OR IGNORE INTO favorite_games (user_id, game_id, created_at) VALUES (?, ?, ?)").run(
    userId,
    gameId,
    now.toISOString(),
  );
}

export function removeFavorite(db: Database, userId: UserId, gameId: number): void {
  db.prepare("DELETE FROM favorite_games WHERE user_id = ? AND game_id = ?").run(userId, gameId);
}

export interface HistoryQuery {
  limit: number;
  offset: number;
  /** Inclusive days, YYYY-MM-DD (UTC). */
  from?: string | undefined;
  to?: string | undefined;
}

/** The player's rounds, latest first; money columns converted from minor units (migration 0203). */
export function gameHistory(db: Database, userId: UserId, query: HistoryQuery): { rows: GameRound[]; count: number } {
  const where = ["r.user_id = @userId"];
  if (query.from) where.push("r.created_at >= @from");
  if (query.to) where.push("r.created_at < date(@to, '+1 day')");
  const params = { userId, from: query.from ?? null, to: query.to ?? null };
  const count = db.prepare(`SELECT count(*) FROM game_rounds r WHERE ${where.join(" AND ")}`).pluck().get(params) as number;
  const rows = db
    .prepare(
      `SELECT r.transaction_id AS transactionId, r.type, g.name AS game, g.slug AS gameSlug, p.name AS provider,
         r.currency_code AS currencyCode, r.created_at AS date, r.balance_before AS balanceBefore, r.amount,
         r.balance_after AS balanceAfter, r.bonus_balance AS bonusBalance, c.decimals
       FROM game_rounds r
       JOIN games g ON g.id = r.game_id
       JOIN game_providers p ON p.id = g.provider_id
       JOIN currencies c ON c.code = r.currency_code
       WHERE ${where.join(" AND ")}
       ORDER BY r.created_at DESC, r.id DESC LIMIT @limit OFFSET @offset`,
    )
    .all({ ...params, limit: query.limit, offset: query.offset }) as Array<GameRound & { decimals: number }>;
  return {
    count,
    rows: rows.map(({ decimals, ...row }) => {
      // toFixed removes the float noise of the division (e.g. 0.30000000000000004).
      const major = (minor: number) => Number((minor / 10 ** decimals).toFixed(decimals));
      return {
        ...row,
        balanceBefore: major(row.balanceBefore),
        amount: major(row.amount),
        balanceAfter: major(row.balanceAfter),
        bonusBalance: major(row.bonusBalance),
      };
    }),
  };
}
