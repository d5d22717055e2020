const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Which moment a tournament's countdown runs to: its start, its end, or none once it has ended. */
export type TournamentCountdownPhase = "startsIn" | "endsIn" | "ended";

export type TournamentCountdown = {
  phase: TournamentCountdownPhase;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Milliseconds to the moment (0 when ended). */
  totalMs: number;
};

/**
 * The countdown of a tournament at `now` (ms): to its start while upcoming, to its end while running, nothing once
 * ended. The start itself belongs to the running phase and the end to the ended one, as the sandbox reads status
 * (`now < startsAt` upcoming, `now < endsAt` running). Parts are whole and rounded down; a bad date counts as ended.
 */
export function tournamentCountdown(times: { startsAt: string; endsAt: string }, now: number): TournamentCountdown {
  const start = Date.parse(times.startsAt);
  const end = Date.parse(times.endsAt);
  if (!Number.isFinite(start) || !Number.isFinite(end) || now >= end) return { phase: "ended", days: 0, hours: 0, minutes: 0, seconds: 0, totalMs: 0 };
  const phase = now < start ? "startsIn" : "endsIn";
  const totalMs = (phase === "startsIn" ? start : end) - now;
  return {
    phase,
    days: Math.floor(totalMs / DAY),
    hours: Math.floor((totalMs % DAY) / HOUR),
    minutes: Math.floor((totalMs % HOUR) / MINUTE),
    seconds: Math.floor((totalMs % MINUTE) / SECOND),
    totalMs,
  };
}

/**
 * Milliseconds until the shown countdown changes: it shows minutes over a day and seconds under one, rounded down, so
 * the next change is when the remainder below that unit has run out (a fixed minute or second from an arbitrary
 * moment would show a value up to that long stale, and reach "under a day" late).
 */
export const countdownTick = (countdown: TournamentCountdown): number => (countdown.totalMs % (countdown.days > 0 ? MINUTE : SECOND)) + 1;

const STATUS_OF_PHASE = { startsIn: "upcoming", endsIn: "running", ended: "finished" } as const;

/** The tournament's status at `now`, as the server answers it and the countdown shows it (one rule for both). */
export const tournamentStatusAt = (times: { startsAt: string; endsAt: string }, now: number): "upcoming" | "running" | "finished" =>
  STATUS_OF_PHASE[tournamentCountdown(times, now).phase];
