import { roundMoney } from "../responsible-gaming/limit-periods.ts";

const MINUTE_MS = 60_000;
type Instant = Date | number;
const msOf = (instant: Instant): number => (typeof instant === "number" ? instant : instant.getTime());

/**
 * The play bar's session clock (spec §9, HH:MM refreshed every 60 s): whole minutes elapsed, hours not wrapped
 * at 24 ("25:03") because a long session must not look short. A start in the future (clock changed) or an
 * unreadable time shows "00:00".
 */
export function sessionClock(startedAt: Instant, now: Instant): string {
  const elapsed = msOf(now) - msOf(startedAt);
  const minutes = Number.isFinite(elapsed) && elapsed > 0 ? Math.floor(elapsed / MINUTE_MS) : 0;
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * The net result of this session: what the balance moved by through play. Deposits made while playing raise
 * the balance without being a win, so they are taken out; the result is rounded to cents to hide float noise.
 */
export function sessionNet(startBalance: number, currentBalance: number, deposits: number | readonly number[] = 0): number {
  const deposited = typeof deposits === "number" ? deposits : deposits.reduce((sum, amount) => sum + amount, 0);
  return roundMoney(currentBalance - startBalance - deposited) + 0;
}

/**
 * Whether a postMessage came from the game: only the exact origin (scheme, host, port) of the launch URL.
 * Browsers send an origin as "https://host[:port]" with no path or trailing slash, so anything else is not a
 * real origin and is refused; "null" is what sandboxed or file frames send and is never trusted.
 */
export function isTrustedGameOrigin(origin: string | null | undefined, gameUrl: string | null | undefined): boolean {
  if (!origin || origin === "null" || !gameUrl) return false;
  let gameOrigin: string;
  try {
    gameOrigin = new URL(gameUrl).origin;
  } catch {
    return false;
  }
  // An opaque origin (data:, blob: without host) serialises as "null" too.
  return gameOrigin !== "null" && origin === gameOrigin;
}
