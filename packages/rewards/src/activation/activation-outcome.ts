import { ApiError, bonusActivationErrorOf, type ActivateBonusResult } from "@casino/api-client";
import type { BonusActivationCode } from "@casino/domain";

/** A refusal with one of spec §8's codes (ADD_TO_CALENDAR is a success, below). */
export type RefusalCode = Exclude<BonusActivationCode, "ADD_TO_CALENDAR">;

/** What an activation came to, as the player is told it. */
export type ActivationOutcome =
  | { kind: "activated" }
  | { kind: "awaiting_deposit" }
  | { kind: "added_to_calendar" }
  | { kind: "refused"; code: RefusalCode; reference?: string | undefined; retryAt?: string | undefined }
  | { kind: "self_excluded" }
  | { kind: "failed" };

/** What the message offers next: a link, a button, or nothing. */
export type OutcomeAction = "my_bonuses" | "deposit" | "calendar" | "resend_email" | "confirm_cancel" | null;

export function outcomeOfResult(result: Pick<ActivateBonusResult, "code">): ActivationOutcome {
  if (result.code === "AWAITING_DEPOSIT") return { kind: "awaiting_deposit" };
  if (result.code === "ADD_TO_CALENDAR") return { kind: "added_to_calendar" };
  return { kind: "activated" };
}

export function outcomeOfError(error: unknown): ActivationOutcome {
  const refusal = bonusActivationErrorOf(error);
  if (refusal) {
    // A server that answers ADD_TO_CALENDAR as an error body still put the cashback in the calendar.
    if (refusal.code === "ADD_TO_CALENDAR") return { kind: "added_to_calendar" };
    return { kind: "refused", code: refusal.code, reference: refusal.reference, retryAt: refusal.retryAt };
  }
  if (error instanceof ApiError && error.code === "SELF_EXCLUDED") return { kind: "self_excluded" };
  return { kind: "failed" };
}

/** The content key of the outcome's message (the shell's built-in `bonus.error.*` texts, overridable remotely). */
export function outcomeTextKey(outcome: ActivationOutcome): string | null {
  if (outcome.kind === "refused") return `bonus.error.${outcome.code}`;
  if (outcome.kind === "added_to_calendar") return "bonus.error.ADD_TO_CALENDAR";
  return null;
}

const REFUSAL_ACTIONS: Partial<Record<RefusalCode, OutcomeAction>> = {
  ACTIVE_BONUS: "confirm_cancel",
  ACTIVE_FREE_SPINS: "my_bonuses",
  REQUIRED_EMAIL_VERIFICATION: "resend_email",
  DEPOSITS_NUMBER2: "deposit",
  CASHBACK_NEED_DEPOSIT: "deposit",
};

export function outcomeAction(outcome: ActivationOutcome): OutcomeAction {
  switch (outcome.kind) {
    case "activated":
      return "my_bonuses";
    case "awaiting_deposit":
      return "deposit";
    case "added_to_calendar":
      return "calendar";
    case "refused":
      return REFUSAL_ACTIONS[outcome.code] ?? null;
    default:
      return null;
  }
}

/** Successes are announced politely; refusals and failures as alerts. */
export const isSuccess = (outcome: ActivationOutcome): boolean =>
  outcome.kind === "activated" || outcome.kind === "awaiting_deposit" || outcome.kind === "added_to_calendar";
