import type { Database } from "better-sqlite3";
import type { UserId } from "./sessions.ts";

/** A row of `tournaments` (migration 0403). */
export interface TournamentRow {
  id: number;
  slug: string;
  kind: "tournament" | "race";
  texts_json: string;
  starts_at: string;
  ends_at: string;
  prize_pool: number;
  currency: string;
  prizes_json: string;
  games_json: string;
  min_bet: number;
}

export interface EntryRow {
  id: number;
  tournament_id: number;
  user_id: UserId | null;
  display_name: string;
  score: number;
  joined_at: string;
  updated_at: string;
}

export const findTournament = (db: Database, id: number) => db.prepare("SELECT * FROM tournaments WHERE id = ?").get(id) as TournamentRow | undefined;

export const allTournaments = (db: Database) => db.prepare("SELECT * FROM tournaments ORDER BY starts_at, id").all() as TournamentRow[];

/** Best score first; an equal score goes to whoever reached it first. */
export const leaderboardRows = (db: Database, tournamentId: number) =>
  db.prepare("SELECT * FROM tournament_entries WHERE tournament_id = ? ORDER BY score DESC, updated_at, id").all(tournamentId) as EntryRow[];

export const participantsOf = (db: Database, tournamentId: number) =>
  db.prepare("SELECT count(*) FROM tournament_entries WHERE tournament_id = ?").pluck().get(tournamentId) as number;

export const findEntry = (db: Database, tournamentId: number, userId: UserId) =>
  db.prepare("SELECT * FROM tournament_entries WHERE tournament_id = ? AND user_id = ?").get(tournamentId, userId) as EntryRow | undefined;

/** Joins once; a second join answers the first entry. */
export function joinEntry(db: Database, tournamentId: number, userId: UserId, displayName: string, now: Date): EntryRow {
  db.prepare(
    `INSERT INTO tournament_entries (tournament_id, user_id, display_name, score, joined_at, updated_at) VALUES (?, ?, ?, 0, ?, ?)
     ON CONFLICT (tournament_id, user_id) WHERE user_id IS NOT NULL DO NOTHING`,
  ).run(tournamentId, userId, displayName, now.toISOString(), now.toISOString());
  return findEntry(db, tournamentId, userId)!;
}

/** A joined player's entry that a bet changed: the new score and place (what the `tournamentScore` event carries). */
export interface ScoredEntry {
  tournamentId: number;
  score: number;
  place: number;
}

/**
 * A bet of a joined player in every running tournament it qualifies for (game listed or no list, stake at
 * least the minimum bet): a race adds the stake, a tournament keeps the best win multiplier. Answers the entries it changed.
 */
export function scoreBet(db: Database, bet: { userId: UserId; gameSlug: string; amount: number; win: number; now: Date }): ScoredEntry[] {
  const at = bet.now.toISOString();
  const running = db
    .prepare(
      `SELECT t.* FROM tournaments t JOIN tournament_entries e ON e.tournament_id = t.id AND e.user_id = ?
       WHERE t.starts_at <= ? AND t.ends_at > ? AND t.min_bet <= ?`,
    )
    .all(bet.userId, at, at, bet.amount) as TournamentRow[];
  const scored: ScoredEntry[] = [];
  for (const t of running) {
    const games = JSON.parse(t.games_json) as string[];
    if (games.length > 0 && !games.includes(bet.gameSlug)) continue;
    let changes = 0;
    if (t.kind === "race") {
      changes = db.prepare("UPDATE tournament_entries SET score = round(score + ?, 2), updated_at = ? WHERE tournament_id = ? AND user_id = ?").run(bet.amount, at, t.id, bet.userId).changes;
    } else if (bet.amount > 0 && bet.win > 0) {
      const multiplier = Math.round((bet.win / bet.amount) * 100) / 100;
      changes = db.prepare("UPDATE tournament_entries SET score = ?, updated_at = ? WHERE tournament_id = ? AND user_id = ? AND score < ?").run(multiplier, at, t.id, bet.userId, multiplier).changes;
    }
    if (changes === 0) continue;
    const rows = leaderboardRows(db, t.id);
    const index = rows.findIndex((row) => row.user_id === bet.userId);
    scored.push({ tournamentId: t.id, score: rows[index]!.score, place: index + 1 });
  }
  return scored;
}
