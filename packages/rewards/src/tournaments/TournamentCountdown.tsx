import { useEffect, useRef, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { countdownTick, tournamentCountdown, type TournamentCountdownPhase } from "@casino/domain";

export type TournamentCountdownProps = {
  startsAt: string;
  endsAt: string;
  /** Told when the countdown passes the start or the end (the status the server reads has changed). */
  onPhaseChange?: (phase: TournamentCountdownPhase) => void;
  /** The clock (stories and tests hold it still). */
  now?: () => number;
};

/** "Starts in …" while upcoming, "Ends in …" while running, "Ended" after; by the minute over a day, by the second under. */
export function TournamentCountdown({ startsAt, endsAt, onPhaseChange, now = Date.now }: TournamentCountdownProps) {
  const { t, i18n } = useLingui();
  const [at, setAt] = useState(now);
  const left = tournamentCountdown({ startsAt, endsAt }, at);
  const shownPhase = useRef(left.phase);
  const delay = countdownTick(left);

  useEffect(() => {
    if (left.phase === "ended") return;
    const timer = window.setTimeout(() => setAt(now()), Math.max(1, Math.min(delay, left.totalMs)));
    return () => window.clearTimeout(timer);
  }, [at, delay, left.phase, left.totalMs, now]);
  useEffect(() => {
    if (left.phase === shownPhase.current) return;
    shownPhase.current = left.phase;
    onPhaseChange?.(left.phase);
    // Only when the phase changes: a new callback on each render must not call it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [left.phase]);

  // Each part in the player's digits (Arabic-Indic in Arabic, for one).
  const [days, hours, minutes, seconds] = [left.days, left.hours, left.minutes, left.seconds].map((part) => i18n.number(part)) as [string, string, string, string];
  const span = left.days > 0 ? t`${days} d ${hours} h ${minutes} min` : t`${hours} h ${minutes} min ${seconds} s`;
  const moment = left.phase === "startsIn" ? startsAt : endsAt;
  const text = left.phase === "startsIn" ? t`Starts in ${span}` : left.phase === "endsIn" ? t`Ends in ${span}` : t`Ended`;
  return (
    <time dateTime={moment} title={i18n.date(moment, { dateStyle: "medium", timeStyle: "short" })}>
      {text}
    </time>
  );
}
