/** Spec §3 session termination reasons. */
export const SESSION_TERMINATION_REASONS = [
  "USER_INITIATED",
  "USER_INACTIVITY_TIMEOUT",
  "SESSION_EXPIRED",
  "ACCOUNT_LOCKED",
  "SECURITY_LOGOUT",
  "CONCURRENT_SESSION",
  "SYSTEM_MAINTENANCE",
] as const;
export type SessionTerminationReason = (typeof SESSION_TERMINATION_REASONS)[number];

/** Where the reason and the time of the last session end wait for the notice (spec §4). */
export const SESSION_END_REASON_STORAGE_KEY = "sessionTerminationReason";
export const SESSION_END_TIME_STORAGE_KEY = "sessionTerminationTime";
/**
 * Beside them, what ended it when the reason alone says too little (issue 27): a responsible-gaming block's kind, so
 * SESSION_EXPIRED from a reached session time limit reads as that, not as a generic expiry.
 */
export const SESSION_END_CAUSE_STORAGE_KEY = "sessionTerminationCause";
export const SESSION_END_CAUSES = ["sessionLimit", "freeze"] as const;
export type SessionEndCause = (typeof SESSION_END_CAUSES)[number];

/** Logging in again cannot help until the lock or the maintenance is over: a single OK then. */
const NO_LOGIN_REASONS: readonly string[] = ["ACCOUNT_LOCKED", "SYSTEM_MAINTENANCE"];

export interface SessionEndedNotice {
  /**
   * The inactivity text for USER_INACTIVITY_TIMEOUT; the session-limit text for SESSION_EXPIRED caused by the session
   * time limit; the freeze text for ACCOUNT_LOCKED caused by a freeze; the generic logout text otherwise.
   */
  text: "inactivity" | "sessionLimit" | "freeze" | "generic";
  actions: "login-and-close" | "ok";
  reason: string;
  endedAt: Date | null;
}

const noticeText = (reason: string, cause: string | null | undefined): SessionEndedNotice["text"] => {
  if (reason === "USER_INACTIVITY_TIMEOUT") return "inactivity";
  if (reason === "SESSION_EXPIRED" && cause === "sessionLimit") return "sessionLimit";
  if (reason === "ACCOUNT_LOCKED" && cause === "freeze") return "freeze";
  return "generic";
};

/** Spec §4: a notice when both a reason and a time are stored; nothing otherwise. `cause`: the stored cause, if any. */
export function sessionEndedNotice(
  reason: string | null | undefined,
  time: string | null | undefined,
  cause?: string | null,
): SessionEndedNotice | null {
  const stored = reason?.trim();
  if (!stored || !time) return null;
  const at = new Date(Number.isNaN(Number(time)) ? time : Number(time));
  return {
    text: noticeText(stored, cause),
    actions: NO_LOGIN_REASONS.includes(stored) ? "ok" : "login-and-close",
    reason: stored,
    endedAt: Number.isNaN(at.getTime()) ? null : at,
  };
}
