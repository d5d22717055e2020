import { useEffect, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { tickEvery, timeLeft } from "./time-left.ts";

/**
 * The time left until `expiresAt`, by the minute over a day and by the second under one; `onExpired` once it
 * reaches zero (the server then reads the bonus as expired). The full date is the element's machine-readable time.
 */
export function ExpiryCountdown({ expiresAt, onExpired }: { expiresAt: string; onExpired?: () => void }) {
  const { t, i18n } = useLingui();
  const [now, setNow] = useState(() => Date.now());
  const left = timeLeft(expiresAt, now);
  const over = left.totalMs === 0;
  const delay = tickEvery(left);

  useEffect(() => {
    if (over) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(delay, left.totalMs));
    return () => window.clearTimeout(timer);
  }, [now, over, delay, left.totalMs]);
  useEffect(() => {
    if (over) onExpired?.();
    // Only the moment it ends: a new callback on each render must not call it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [over]);

  // Each part in the player's digits (Arabic-Indic in Arabic, for one).
  const [days, hours, minutes, seconds] = [left.days, left.hours, left.minutes, left.seconds].map((part) => i18n.number(part)) as [string, string, string, string];
  const text = over
    ? t`Expired`
    : left.days > 0
      ? t`${days} d ${hours} h ${minutes} min`
      : t`${hours} h ${minutes} min ${seconds} s`;
  const date = i18n.date(expiresAt, { dateStyle: "medium", timeStyle: "short" });
  return (
    <time dateTime={expiresAt} title={date}>
      {text}
    </time>
  );
}
