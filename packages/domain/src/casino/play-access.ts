import { isDemoPlayable } from "./game-stats.ts";

export type PlayMode = "real" | "demo";

/** Why the play page shows a notice instead of the game. */
export type PlayBlock =
  | "login"
  | "demoUnavailable"
  | "bonusNotEligible"
  | "countryRestricted"
  | "selfExcluded"
  | "notFound"
  | "failed";

export type PlayAccessInput = {
  mode: PlayMode;
  isLoggedIn: boolean;
  allowGuestPlayDemoGames: boolean;
  game: { demo: boolean; isBonus: boolean };
  /** The player's active bonus (user details activeBonus) exists. */
  hasActiveBonus: boolean;
};

/**
 * What stops a launch before it is asked for (spec §4, §6): real money needs a login; an active bonus blocks play
 * on games that do not count for it (demo is play money, so it stays open); demo needs a demo mode and, for a
 * guest, the brand's allowGuestPlayDemoGames. null: launch.
 */
export function playBlockBeforeLaunch({ mode, isLoggedIn, allowGuestPlayDemoGames, game, hasActiveBonus }: PlayAccessInput): PlayBlock | null {
  if (mode === "real") {
    if (!isLoggedIn) return "login";
    return hasActiveBonus && !game.isBonus ? "bonusNotEligible" : null;
  }
  return isDemoPlayable({ allowGuestPlayDemoGames, isLoggedIn, demoUserId: null, game }) ? null : "demoUnavailable";
}

const BLOCK_BY_CODE: Readonly<Record<string, PlayBlock>> = {
  GAME_NOT_FOUND: "notFound",
  GAME_COUNTRY_RESTRICTED: "countryRestricted",
  DEMO_NOT_AVAILABLE: "demoUnavailable",
  BONUS_NOT_ELIGIBLE: "bonusNotEligible",
  SELF_EXCLUDED: "selfExcluded",
};

/**
 * The notice for a refused launch, from the API error's status and code. A 401 means "log in" for real money and
 * "no demo for guests here" for demo (the brand does not allow guest demo play); anything else is "try again".
 */
export function playBlockFromError(mode: PlayMode, status: number | undefined, code: string | undefined): PlayBlock {
  const byCode = code ? BLOCK_BY_CODE[code] : undefined;
  if (byCode) return byCode;
  if (status === 401) return mode === "real" ? "login" : "demoUnavailable";
  if (status === 404) return "notFound";
  return "failed";
}

/** The game's own cookie consent lasts a year (spec §9 cookies: consent max-age 1 year). */
export const GAME_CONSENT_MAX_AGE_DAYS = 365;
const DAY_MS = 86_400_000;

/** Whether a consent given at `acceptedAt` (ISO text as stored) still holds at `now`; unreadable or future: no. */
export function isGameConsentValid(acceptedAt: string | null | undefined, now: Date | number): boolean {
  if (!acceptedAt) return false;
  const given = Date.parse(acceptedAt);
  const at = typeof now === "number" ? now : now.getTime();
  if (!Number.isFinite(given) || given > at) return false;
  return at - given < GAME_CONSENT_MAX_AGE_DAYS * DAY_MS;
}
