import { useEffect, useState } from "react";
import { awayState, type AwayState } from "@casino/domain";
import { useActivityStore } from "./activity-store.ts";

const TICK_MS = 15_000;

/**
 * Spec §4 away status: "away" after 5 minutes without activity (or since the player set it by hand),
 * "removed" after 30 minutes away. For multiplayer tables; the shell's activity listener feeds it.
 */
export function useAwayState(awaySince: string | Date | null = null): AwayState {
  const lastActivityAt = useActivityStore((state) => state.lastActivityAt);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return awayState({ awaySince, lastActivityAt: new Date(lastActivityAt), now: new Date(Math.max(now.getTime(), lastActivityAt)) });
}
