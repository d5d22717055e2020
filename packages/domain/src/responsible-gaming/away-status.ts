/** Spec §4/§9: away automatically after 5 minutes without activity; removed from the game after 30 minutes away. */
export const AWAY_AFTER_MS = 5 * 60_000;
export const AWAY_REMOVAL_MS = 30 * 60_000;

export type AwayState = "present" | "away" | "removed";

export interface AwayInput {
  /** When the player set "away" by hand; null when not set. */
  awaySince: string | Date | null;
  lastActivityAt: string | Date;
  now: Date;
}

/** "removed" means: skip the player's turn and fold the hands (multiplayer tables). */
export function awayState({ awaySince, lastActivityAt, now }: AwayInput): AwayState {
  const automatic = new Date(lastActivityAt).getTime() + AWAY_AFTER_MS;
  const manual = awaySince === null ? Infinity : new Date(awaySince).getTime();
  const since = Math.min(manual, automatic <= now.getTime() ? automatic : Infinity);
  if (since === Infinity) return "present";
  return now.getTime() - since >= AWAY_REMOVAL_MS ? "removed" : "away";
}
