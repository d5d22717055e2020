/** Spec §9: the page view is logged 300 ms after a navigation; the visit pixel fires at most once per 30 minutes. */
export const PAGE_VIEW_DELAY_MS = 300;
export const VISIT_DEDUPE_MS = 30 * 60_000;
export const VISIT_PIXEL_STORAGE_KEY = "visitPixelAt";
export const PAGE_VIEW_EVENT = "page_view";

/** The ad retargeting events of spec §7, as features report them through the shell's `track()`. */
export type RetargetingEvent =
  | { type: "visit" }
  | { type: "registration"; finished: boolean }
  | { type: "bet"; amount?: number; currencyCode?: string }
  | { type: "deposit"; /** The player's deposit count including this one (1 = first deposit). */ depositCount: number; amount?: number; currencyCode?: string };

export const RETARGETING_EVENT_NAMES = [
  "visit",
  "registration_finished",
  "registration_unfinished",
  "bet",
  "deposit_first",
  "deposit_2nd",
  "deposit_3rd",
  "deposit_4th",
  "deposit_5th_or_later",
] as const;
export type RetargetingEventName = (typeof RETARGETING_EVENT_NAMES)[number];

const DEPOSIT_NAMES = ["deposit_first", "deposit_2nd", "deposit_3rd", "deposit_4th"] as const;

export function retargetingEventName(event: RetargetingEvent): RetargetingEventName {
  switch (event.type) {
    case "visit":
    case "bet":
      return event.type;
    case "registration":
      return event.finished ? "registration_finished" : "registration_unfinished";
    case "deposit":
      return DEPOSIT_NAMES[Math.max(1, Math.floor(event.depositCount)) - 1] ?? "deposit_5th_or_later";
  }
}

/** Fire when there is no earlier visit pixel, or it is at least 30 minutes old (or stored in the future). */
export function shouldFireVisitPixel(lastFiredAt: number | null | undefined, now: Date): boolean {
  if (lastFiredAt === null || lastFiredAt === undefined || !Number.isFinite(lastFiredAt)) return true;
  const elapsed = now.getTime() - lastFiredAt;
  return elapsed >= VISIT_DEDUPE_MS || elapsed < 0;
}
