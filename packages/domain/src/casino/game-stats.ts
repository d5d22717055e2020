// Formatters for the game stats of spec §9 (RTP, multiplier, min and max bet). A missing value gives null so
// the page leaves the row out instead of showing "NaN" or a made-up zero.
type Stat = number | null | undefined;
const known = (value: Stat): value is number => typeof value === "number" && Number.isFinite(value);

/** RTP as the API gives it (percent, e.g. 96.5) -> "96.5%" in en, "96,5 %" in de; at most 2 decimals. */
export function formatRtp(rtp: Stat, locale: string): string | null {
  if (!known(rtp)) return null;
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(rtp / 100);
}

/** The max win multiplier: 5000 -> "x5,000" in en, "x5.000" in de. "x" first is how casinos print it. */
export function formatMaxMultiplier(multiplier: Stat, locale: string): string | null {
  if (!known(multiplier)) return null;
  return `x${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(multiplier)}`;
}

/** A bet: whole amounts without decimals (100), others with two (0.10), in the currency when one is known. */
export function formatBet(amount: Stat, locale: string, currency?: string): string | null {
  if (!known(amount)) return null;
  const digits = Number.isInteger(amount) ? 0 : 2;
  const style = currency ? { style: "currency" as const, currency } : {};
  return new Intl.NumberFormat(locale, { ...style, minimumFractionDigits: digits, maximumFractionDigits: 2 }).format(amount);
}

/** "0.10 – 100"; one bound alone when the other is missing or both are equal. */
export function formatBetRange(minBet: Stat, maxBet: Stat, locale: string, currency?: string): string | null {
  const min = formatBet(minBet, locale, currency);
  const max = formatBet(maxBet, locale, currency);
  if (min === null || max === null || min === max) return min ?? max;
  return `${min} – ${max}`;
}

/**
 * Spec §6: logged-out game viewing depends on allowGameViewNotLoggedUser. A player always sees the game;
 * a guest only when the brand allows it (otherwise the page asks to log in).
 */
export const canViewGame = ({ allowGameViewNotLoggedUser, isLoggedIn }: { allowGameViewNotLoggedUser: boolean; isLoggedIn: boolean }) =>
  isLoggedIn || allowGameViewNotLoggedUser;

export type DemoPlayInput = {
  allowGuestPlayDemoGames: boolean;
  isLoggedIn: boolean;
  demoUserId: UserId;
  game: { demo: boolean };
};

/**
 * Demo needs a game with a demo mode. A logged-in player may always try it; a guest only when the brand has
 * allowGuestPlayDemoGames (spec §6), the one flag game-launch checks. demoUserId names the account that guest
 * demo rounds are booked to: it does not gate the button (no brand sets it and the API ignores it), it only
 * matters to canPlayReal below.
 */
export function isDemoPlayable({ allowGuestPlayDemoGames, isLoggedIn, game }: DemoPlayInput): boolean {
  if (!game.demo) return false;
  return isLoggedIn || allowGuestPlayDemoGames;
}

type UserId = string | number | null | undefined;

/** Real money needs a login, and not the shared demo account (its balance is play money). */
export function canPlayReal({ isLoggedIn, userId, demoUserId }: { isLoggedIn: boolean; userId?: UserId; demoUserId: UserId }): boolean {
  if (!isLoggedIn) return false;
  // Settings may carry the id as text or number; compare as text.
  const isDemoAccount = demoUserId != null && userId != null && String(demoUserId) === String(userId);
  return !isDemoAccount;
}
