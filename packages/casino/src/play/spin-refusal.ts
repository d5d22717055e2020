import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * Spec §8 "bet limit breach messages per limit kind, min/max bet, bonus bet limit" (issue 27 point 7): each code the
 * slot posts as `spinRefused` has its own text in the player's language; a code without one shows the generic text.
 */
const REFUSAL_TEXTS: Readonly<Record<string, MessageDescriptor>> = {
  BET_BELOW_MINIMUM: msg`This bet is below the game's minimum bet. Raise your bet.`,
  BET_ABOVE_MAXIMUM: msg`This bet is above the game's maximum bet. Lower your bet.`,
  MAX_BET_LIMIT_REACHED: msg`This bet is over your max bet limit. Lower your bet.`,
  BONUS_BET_LIMIT_REACHED: msg`This bonus buy costs more than your max bet limit. Confirm it in the game for this purchase only, or place a regular bet.`,
  dailyBetLimit: msg`This bet would go over your daily bet limit. Lower your bet or wait until the limit resets.`,
  weeklyBetLimit: msg`This bet would go over your weekly bet limit. Lower your bet or wait until the limit resets.`,
  monthlyBetLimit: msg`This bet would go over your monthly bet limit. Lower your bet or wait until the limit resets.`,
  dailyLossLimit: msg`This bet could go over your daily loss limit. Lower your bet or wait until the limit resets.`,
  weeklyLossLimit: msg`This bet could go over your weekly loss limit. Lower your bet or wait until the limit resets.`,
  monthlyLossLimit: msg`This bet could go over your monthly loss limit. Lower your bet or wait until the limit resets.`,
  WINNINGS_LIMIT_REACHED: msg`You have reached your monthly winnings limit. You can play for real money again next month.`,
  SESSION_LIMIT_REACHED: msg`Your session time limit was reached. The session has ended.`,
  SELF_EXCLUDED: msg`You cannot play for real money while your self-exclusion or time-out lasts.`,
  INSUFFICIENT_FUNDS: msg`Your balance is too low for this bet. Lower your bet or make a deposit.`,
};
const GENERIC = msg`The game could not place this bet. Try again.`;

/** The refused spin's text (translate with i18n._). */
export const spinRefusalMessage = (code: string): MessageDescriptor => (Object.hasOwn(REFUSAL_TEXTS, code) ? REFUSAL_TEXTS[code] : undefined) ?? GENERIC;
