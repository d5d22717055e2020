import { useEffect, useState } from "react";
import { sessionClock } from "@casino/domain";

export const CLOCK_REFRESH_MS = 60_000;

/**
 * The bar's session clock (spec §9: HH:MM refreshed every 60 s while the page is visible). A hidden tab runs no
 * timer; on return the clock catches up at once and the 60 s rhythm starts again.
 */
export function useSessionClock(startedAt: number | null): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      setNow(Date.now());
      timer ??= setInterval(() => setNow(Date.now()), CLOCK_REFRESH_MS);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => (document.visibilityState === "visible" ? start() : stop());
    onVisibility();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stop();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [startedAt]);
  return startedAt === null ? null : sessionClock(startedAt, now);
}
