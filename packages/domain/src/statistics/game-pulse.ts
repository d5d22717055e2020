/** A casino round as the Game Pulse needs it: the direction, the amount (never negative) and when it happened. */
export type PulseRound = { type: "bet" | "win" | "refund"; amount: number; date: string };

export type PulseGrouping = "round" | "day";

/** One point of the Game Pulse: the cumulative net result after a round (or at the end of a UTC day). */
export type PulsePoint = {
  /** 1-based round number, or the day's midnight UTC in seconds (uPlot's time axis unit). */
  x: number;
  /** The round's ISO time, or the day as YYYY-MM-DD. */
  label: string;
  /** This round's (or day's) own result. */
  delta: number;
  /** The running net result up to and including this point. */
  net: number;
};

export type PulseSummary = { points: number; final: number; best: number; worst: number };

const SIGN: Record<PulseRound["type"], number> = { bet: -1, win: 1, refund: 1 };

/** Rounds to the currency's decimals, so float sums such as 0.1 + 0.2 do not leak into the graph. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/**
 * The Game Pulse series: the player's cumulative net result (wins and refunds minus bets), oldest first, per round
 * or per UTC day. The history arrives latest first; rows of the same instant (a spin's bet and win) make one round.
 */
export function gamePulseSeries(
  rounds: readonly PulseRound[],
  options: { by?: PulseGrouping; decimals?: number } = {},
): PulsePoint[] {
  const { by = "round", decimals = 2 } = options;
  const ordered = rounds
    .map((round, index) => ({ round, index, time: Date.parse(round.date) }))
    .filter((entry) => Number.isFinite(entry.time))
    // Latest first in, oldest first out: reverse index breaks ties (a bet and its win share a timestamp).
    .sort((a, b) => a.time - b.time || b.index - a.index);
  const points: PulsePoint[] = [];
  let net = 0;
  for (const { round, time } of ordered) {
    const delta = SIGN[round.type] * round.amount;
    net = roundTo(net + delta, decimals);
    // A spin's bet and win rows carry the same instant: one round. A day gathers all of its rounds.
    const label = by === "round" ? round.date : new Date(time).toISOString().slice(0, 10);
    const last = points.at(-1);
    if (last?.label === label) {
      last.delta = roundTo(last.delta + delta, decimals);
      last.net = net;
    } else {
      const x = by === "round" ? points.length + 1 : Date.parse(`${label}T00:00:00.000Z`) / 1000;
      points.push({ x, label, delta: roundTo(delta, decimals), net });
    }
  }
  return points;
}

/** The text alternative's numbers: how many points, where the line ends, its highest and lowest value. */
export function pulseSummary(points: readonly PulsePoint[]): PulseSummary {
  if (points.length === 0) return { points: 0, final: 0, best: 0, worst: 0 };
  const nets = points.map((point) => point.net);
  return { points: points.length, final: nets.at(-1) ?? 0, best: Math.max(...nets), worst: Math.min(...nets) };
}

/** The net result of the statistics: wins minus bets, in the currency's decimals. */
export function netResult(statistics: { bets: { amount: number }; wins: { amount: number } }, decimals = 2): number {
  return roundTo(statistics.wins.amount - statistics.bets.amount, decimals);
}
