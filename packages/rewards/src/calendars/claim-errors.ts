import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ApiError, TransportError } from "@casino/api-client";

/** The rakeback-claim refusals (api-client README) the player is told about in their own words. */
const CLAIM_ERRORS: Readonly<Record<string, MessageDescriptor>> = {
  ALREADY_CLAIMED: msg`You have already claimed the cashback of this day.`,
  NOT_CLAIMABLE: msg`Only today's and yesterday's cashback can be claimed.`,
  NOTHING_TO_CLAIM: msg`There is no cashback to claim for this day.`,
  SELF_EXCLUDED: msg`Your account is excluded from play, so cashback cannot be claimed.`,
  BONUS_NOT_FOUND: msg`This rewards calendar is no longer available.`,
  INVALID_TIME_ZONE: msg`Your device's time zone is not recognised. Check your device's date settings.`,
};

const UNREACHABLE = msg`We could not reach the server. Check your connection and try again.`;
const UNKNOWN = msg`Your cashback could not be claimed. Please try again later.`;

/** Why a claim failed, as the error dialog says it. */
export function claimErrorMessage(error: unknown): MessageDescriptor {
  if (error instanceof TransportError) return UNREACHABLE;
  if (error instanceof ApiError) return CLAIM_ERRORS[error.code] ?? UNKNOWN;
  return UNKNOWN;
}

/** Refusals that mean the calendar on screen is out of date: it is read again. */
export const isStaleCalendarError = (error: unknown): boolean =>
  error instanceof ApiError && ["ALREADY_CLAIMED", "NOT_CLAIMABLE", "NOTHING_TO_CLAIM"].includes(error.code);
