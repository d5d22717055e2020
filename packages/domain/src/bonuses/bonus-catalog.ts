/** Spec §3 bonus types. */
export const BONUS_TYPES = ["no_deposit", "freespins", "instant_cashback", "deposit"] as const;
export type BonusType = (typeof BONUS_TYPES)[number];

/**
 * Spec §3 wagering types: REAL_TO_FUN counts every bet (real money first, then bonus money);
 * REAL_MONEY_ONLY counts only the part of a bet paid with real money.
 */
export const WAGERING_TYPES = ["REAL_TO_FUN", "REAL_MONEY_ONLY"] as const;
export type WageringType = (typeof WAGERING_TYPES)[number];

/**
 * A player's bonus: `pending` waits for the deposit it belongs to, `active` is being wagered, `completed` was
 * converted to real money, `cancelled` by the player (or replaced), `expired` ran out of time, `calendar`
 * is cashback that went into the rakeback calendar instead of the wallet.
 */
export const USER_BONUS_STATUSES = ["pending", "active", "completed", "cancelled", "expired", "calendar"] as const;
export type UserBonusStatus = (typeof USER_BONUS_STATUSES)[number];

/** Spec §8 bonus activation codes (failures, and ADD_TO_CALENDAR which is an outcome). */
export const BONUS_ACTIVATION_CODES = [
  "REGISTRATION_BONUS",
  "MAXIMUM_PARTICIPANTS",
  "RETRY_PERIOD",
  "DAYS_VALID",
  "UNIFIED_ERROR",
  "DEPOSITS_NUMBER",
  "DEPOSITS_NUMBER2",
  "ACTIVE_FREE_SPINS",
  "ACTIVE_BONUS",
  "CANCELLED",
  "NO_CASHBACK",
  "ADD_TO_CALENDAR",
  "REQUIRED_EMAIL_VERIFICATION",
  "VALID_ON_DAYS",
  "START_TIME_ERROR",
  "END_TIME_ERROR",
  "BONUS_FRAUD",
  "CASHBACK_NEED_DEPOSIT",
] as const;
export type BonusActivationCode = (typeof BONUS_ACTIVATION_CODES)[number];

/** Spec §9: banner titles are cut at 35 characters. */
export const BANNER_TITLE_MAX_LENGTH = 35;

/** The title as a banner shows it: at most 35 characters, an ellipsis replacing the cut part. */
export function bannerTitle(title: string): string {
  const chars = [...title.trim()];
  if (chars.length <= BANNER_TITLE_MAX_LENGTH) return chars.join("");
  return `${chars.slice(0, BANNER_TITLE_MAX_LENGTH - 1).join("").trimEnd()}…`;
}

/** Spec §9 default page size of the bonus list. */
export const BONUS_PAGE_SIZE = 24;
