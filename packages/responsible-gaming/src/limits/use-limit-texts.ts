import { useCallback } from "react";
import { useLingui } from "@lingui/react/macro";
import type { LimitName } from "@casino/domain";
import type { LimitFailure } from "./limit-failure.ts";
import { useWhen } from "./use-when.ts";

/** The translated name of each amount limit. */
export function useLimitName(): (name: LimitName) => string {
  const { t } = useLingui();
  return useCallback(
    (name: LimitName) =>
      ({
        dailyDepositLimit: t`Daily deposit limit`,
        weeklyDepositLimit: t`Weekly deposit limit`,
        monthlyDepositLimit: t`Monthly deposit limit`,
        maxBetLimit: t`Maximum bet`,
        dailyBetLimit: t`Daily bet limit`,
        weeklyBetLimit: t`Weekly bet limit`,
        monthlyBetLimit: t`Monthly bet limit`,
        dailyLossLimit: t`Daily loss limit`,
        weeklyLossLimit: t`Weekly loss limit`,
        monthlyLossLimit: t`Monthly loss limit`,
      })[name],
    [t],
  );
}

/**
 * The sentence for a refused change (spec §8 and issue 27): CHANGE_NOT_ALLOWED says when a change is possible again;
 * `fallback` is the message of the section for anything the catalogue does not name (e.g. "could not be removed").
 */
export function useFailureText(): (failure: LimitFailure, fallback?: string) => string {
  const { t } = useLingui();
  const when = useWhen();
  return useCallback(
    (failure: LimitFailure, fallback?: string) => {
      switch (failure.code) {
        case "CHANGE_NOT_ALLOWED":
          return failure.unlocksAt
            ? t`Change Not Allowed: a limit can be changed once an hour. You can change it again from ${when(failure.unlocksAt)}.`
            : t`Change Not Allowed: a limit can be changed once an hour.`;
        case "REMOVAL_NEEDS_SUPPORT":
          return t`At your loyalty level, only our support team can remove a bet or loss limit.`;
        case "NO_PENDING_CHANGE":
          return t`There is no pending change to cancel any more. The page now shows what is in force.`;
        case "SESSION_LIMIT_TOO_SHORT":
          return t`The session time limit must be at least 10 minutes.`;
        case "SESSION_LIMIT_TOO_LONG":
          return t`The session time limit can be at most 720 hours (30 days).`;
        case "SESSION_LIMIT_INVALID":
          return t`Enter a whole number above 0.`;
        case "VALIDATION_ERROR":
          return t`Please check the amount`;
        case "TRANSPORT":
          return t`We could not reach the server. Check your connection and try again.`;
        default:
          return fallback ?? t`Something went wrong. Please try again later.`;
      }
    },
    [t, when],
  );
}
