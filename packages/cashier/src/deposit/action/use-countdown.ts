import { useEffect, useState } from "react";
import { secondsLeft } from "./countdown.ts";

/**
 * The seconds left until `expiresAt`, ticking each second until 0 (then the timer stops).
 *
 * With `issuedAt` (the server's time of the same answer) the countdown runs for `expiresAt - issuedAt` from the
 * moment it is shown, so a phone whose clock is minutes off still shows the provider's five minutes.
 */
export function useCountdown(expiresAt: string, issuedAt?: string): number {
  const [deadline] = useState(() => {
    const lifetime = issuedAt === undefined ? Number.NaN : Date.parse(expiresAt) - Date.parse(issuedAt);
    return Number.isNaN(lifetime) ? expiresAt : new Date(Date.now() + lifetime).toISOString();
  });
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(deadline, now);
  const done = left === 0;

  useEffect(() => {
    if (done) return;
    // Read the clock on each tick rather than counting ticks: a background tab's timers are throttled.
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [done]);

  return left;
}
