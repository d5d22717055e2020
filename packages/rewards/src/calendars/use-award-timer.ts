import { useEffect, useEffectEvent, useRef, useState } from "react";

const TICK_MS = 1_000;

/**
 * The milliseconds left until `target` (an ISO instant), ticking each second; `onZero` runs once per target when it
 * is reached (the award is paid: the caller reads the award and the calendar again, which bring the next target).
 */
export function useAwardTimer(target: string, onZero: () => void, now: () => number = Date.now): number {
  const [current, setCurrent] = useState(now);
  const fired = useRef<string | null>(null);
  const reachZero = useEffectEvent(onZero);
  const clock = useEffectEvent(now);
  useEffect(() => {
    const at = Date.parse(target);
    const id = setInterval(() => {
      const time = clock();
      setCurrent(time);
      if (time >= at && fired.current !== target) {
        fired.current = target;
        reachZero();
      }
    }, TICK_MS);
    return () => clearInterval(id);
  }, [target]);
  return Math.max(0, Date.parse(target) - current);
}

/** "12:05" (minutes and seconds), or "1:02:05" past an hour. */
export function countdownText(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mmss = `${String(minutes).padStart(hours > 0 ? 2 : 1, "0")}:${String(seconds).padStart(2, "0")}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}
