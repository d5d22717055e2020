import { getSessionToken, track } from "@casino/shell";

/** The highest deposit count already reported for this session (all tabs share it through localStorage). */
export const TRACKED_DEPOSIT_STORAGE_KEY = "cashier.trackedDeposit";

export type CompletedDeposit = { depositCount: number; amount?: number | undefined; currencyCode?: string | undefined };

// The session, not the raw token, is what the record is for: a short hash keeps the token itself out of storage.
function sessionKey(): string {
  const token = getSessionToken() ?? "guest";
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

function readTracked(session: string): number {
  try {
    const stored = JSON.parse(localStorage.getItem(TRACKED_DEPOSIT_STORAGE_KEY) ?? "null") as { session?: string; count?: number } | null;
    return stored?.session === session && typeof stored.count === "number" ? stored.count : 0;
  } catch {
    return 0;
  }
}

/**
 * Reports a completed deposit to the tracking bus once. The same deposit can be announced by the socket's `deposit`
 * event (in every open tab), by the deposit-success landing and by the 3DS completion; the player's deposit count
 * only grows, so a count at or below the last one reported is a duplicate.
 */
export function trackCompletedDeposit({ depositCount, amount, currencyCode }: CompletedDeposit): boolean {
  if (!Number.isFinite(depositCount) || depositCount < 1) return false;
  const session = sessionKey();
  if (depositCount <= readTracked(session)) return false;
  try {
    localStorage.setItem(TRACKED_DEPOSIT_STORAGE_KEY, JSON.stringify({ session, count: depositCount }));
  } catch {
    // Storage full or blocked: still report; only cross-tab de-duplication is lost.
  }
  track({
    type: "deposit",
    depositCount,
    ...(amount === undefined ? {} : { amount }),
    ...(currencyCode === undefined ? {} : { currencyCode }),
  });
  return true;
}
