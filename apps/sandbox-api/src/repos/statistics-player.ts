import { randomBytes } from "node:crypto";
import type { Database } from "better-sqlite3";
import type { Statistics } from "@casino/api-client";
import { tableExists } from "../db/table-exists.ts";
import type { UserId } from "./sessions.ts";
import { currencyDecimals, toMajor } from "./wallet-money.ts";

const empty = (currencyCode: string): Statistics => ({
  currencyCode,
  bets: { count: 0, amount: 0 },
  wins: { count: 0, amount: 0 },
  biggestWin: null,
  favouriteGame: null,
  sessions: 0,
});

/** The player's numbers from the casino rounds in the account currency (zeros until game_rounds exists). */
export function playerStatistics(db: Database, userId: UserId, currencyCode: string): Statistics {
  const stats = empty(currencyCode);
  if (tableExists(db, "game_sessions")) {
    stats.sessions = db.prepare("SELECT count(*) FROM game_sessions WHERE user_id = ? AND mode = 'real'").pluck().get(userId) as number;
  }
  if (!tableExists(db, "game_rounds")) return stats;
  const decimals = currencyDecimals(db, currencyCode) ?? 2;
  const major = (minor: number) => toMajor(minor, decimals);
  const params = { userId, currencyCode };

  const tally = db.prepare(
    `SELECT type, count(*) AS count, coalesce(sum(amount), 0) AS amount FROM game_rounds
     WHERE user_id = @userId AND currency_code = @currencyCode AND type IN ('bet', 'win') GROUP BY type`,
  ).all(params) as { type: "bet" | "win"; count: number; amount: number }[];
  for (const row of tally) stats[row.type === "bet" ? "bets" : "wins"] = { count: row.count, amount: major(row.amount) };

  const biggest = db.prepare(
    `SELECT r.amount, r.created_at, g.slug, g.name FROM game_rounds r JOIN games g ON g.id = r.game_id
     WHERE r.user_id = @userId AND r.currency_code = @currencyCode AND r.type = 'win' AND r.amount > 0
     ORDER BY r.amount DESC, r.id LIMIT 1`,
  ).get(params) as { amount: number; created_at: string; slug: string; name: string } | undefined;
  if (biggest) stats.biggestWin = { amount: major(biggest.amount), gameSlug: biggest.slug, gameName: biggest.name, at: biggest.created_at };

  // Most rounds played; on a tie the game played last wins.
  const favourite = db.prepare(
    `SELECT g.slug, g.name, count(*) AS rounds FROM game_rounds r JOIN games g ON g.id = r.game_id
     WHERE r.user_id = @userId AND r.type = 'bet' GROUP BY r.game_id ORDER BY rounds DESC, max(r.id) DESC LIMIT 1`,
  ).get(params) as { slug: string; name: string; rounds: number } | undefined;
  if (favourite) stats.favouriteGame = favourite;
  return stats;
}

/** The player's share token: the existing one, or a new random one. */
export function shareToken(db: Database, userId: UserId, now: Date): string {
  const existing = db.prepare("SELECT token FROM statistics_shares WHERE user_id = ?").pluck().get(userId) as string | undefined;
  if (existing) return existing;
  const token = randomBytes(16).toString("base64url");
  db.prepare("INSERT INTO statistics_shares (token, user_id, created_at) VALUES (?, ?, ?)").run(token, userId, now.toISOString());
  return token;
}

export const findShare = (db: Database, token: string) =>
  db.prepare("SELECT user_id AS userId, created_at AS createdAt FROM statistics_shares WHERE token = ?").get(token) as
    | { userId: UserId; createdAt: string }
    | undefined;
