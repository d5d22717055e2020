import type { Leaderboard, LeaderboardEntry, Tournament } from "@casino/api-client";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();
const prizes = [{ place: 1, amount: 250 }, { place: 2, amount: 150 }, { place: 3, amount: 100 }];

/** A running race on every game (test and story data in the shape of api-client's TournamentSchema). */
export const RUNNING_RACE: Tournament = {
  id: 1, slug: "spring-slot-race", kind: "race", name: "Spring slot race", description: "Wager the most on any slot.", status: "running",
  startsAt: at(-DAY), endsAt: at(2 * DAY + 3 * HOUR), prizePool: 500, currencyCode: "EUR", prizes, games: [], minBet: 0.2, participants: 9, joined: false,
};

export const UPCOMING_TOURNAMENT: Tournament = {
  ...RUNNING_RACE, id: 3, slug: "weekend-cup", kind: "tournament", name: "Weekend cup", description: "The biggest multiplier wins.", status: "upcoming",
  startsAt: at(5 * HOUR), endsAt: at(3 * DAY), games: [{ slug: "book-of-sandbox", name: "Book of Sandbox" }], participants: 0,
};

export const FINISHED_TOURNAMENT: Tournament = {
  ...UPCOMING_TOURNAMENT, id: 4, slug: "winter-cup", name: "Winter cup", description: "Last season's cup.", status: "finished",
  startsAt: at(-60 * DAY), endsAt: at(-30 * DAY), participants: 8,
};

export const entry = (place: number, nickname: string, score: number, isMe = false): LeaderboardEntry => ({
  place, nickname, score, prize: prizes.find((p) => p.place === place)?.amount ?? 0, isMe,
});

/** A board of `count` rivals ("Ri***" masked), the player's own entry at `mePlace` (inside or below the rows). */
export function board(tournamentId: number, count: number, mePlace: number | null, shown = count): Leaderboard {
  const rows = Array.from({ length: count }, (_, i) => (i + 1 === mePlace ? entry(i + 1, "Dana", 1000 - i * 10, true) : entry(i + 1, `R${i + 1}***`, 1000 - i * 10)));
  const me = mePlace === null ? null : mePlace <= count ? rows[mePlace - 1]! : entry(mePlace, "Dana", 5, true);
  return { tournamentId, rows: rows.slice(0, shown), count: Math.max(count, mePlace ?? 0), me };
}
