import { MARKETING_MAX_AGE_DAYS, type MarketingParameter, type StoredMarketingValue } from "./affiliate.ts";

// Read back by the sign-up, login and tracking calls only: a file apart from the capture, which runs on every first paint.

/** The pid counts only while it is at most seven days less one hour old (the other values MARKETING_MAX_AGE_DAYS). */
export const PID_MAX_AGE_MS = 7 * 24 * 3_600_000 - 3_600_000;

/** A saved marketing value as it counts now: pid expires after seven days less one hour, the others after 365 days. */
export function marketingValue(name: MarketingParameter, saved: StoredMarketingValue | null | undefined, now: Date): string | null {
  if (!saved || !saved.value) return null;
  const age = now.getTime() - saved.savedAt;
  const maxAge = name === "pid" ? PID_MAX_AGE_MS : MARKETING_MAX_AGE_DAYS * 86_400_000;
  return age >= 0 && age <= maxAge ? saved.value : null;
}
