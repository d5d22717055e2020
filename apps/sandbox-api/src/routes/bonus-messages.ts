import type { BonusActivationCode } from "@casino/domain";

/** Spec §8 bonus activation texts the sandbox answers with (the client shows its own translations by code). */
export const BONUS_ACTIVATION_MESSAGES: Record<BonusActivationCode, string> = {
  REGISTRATION_BONUS: "The activation window after registration for this bonus has passed",
  MAXIMUM_PARTICIPANTS: "This bonus has reached its maximum number of participants",
  RETRY_PERIOD: "You have taken this bonus recently; try again later",
  DAYS_VALID: "This bonus can only be activated within a few days of your last deposit",
  UNIFIED_ERROR: "This bonus cannot be activated. Please contact support with the reference",
  DEPOSITS_NUMBER: "This bonus is for an earlier deposit than your next one",
  DEPOSITS_NUMBER2: "This bonus needs more deposits first",
  ACTIVE_FREE_SPINS: "Use your free spins before activating another bonus",
  ACTIVE_BONUS: "You already have an active bonus; only one can be active",
  CANCELLED: "This bonus has been cancelled",
  NO_CASHBACK: "There is no cashback for you at the moment",
  ADD_TO_CALENDAR: "Your cashback was added to the rakeback calendar",
  REQUIRED_EMAIL_VERIFICATION: "Please verify your e-mail address to activate bonuses",
  VALID_ON_DAYS: "This bonus cannot be activated today",
  START_TIME_ERROR: "This bonus has not started yet",
  END_TIME_ERROR: "This bonus has ended",
  BONUS_FRAUD: "No-deposit and free-spin bonuses are not available for this account",
  CASHBACK_NEED_DEPOSIT: "Cashback needs at least one deposit",
};
