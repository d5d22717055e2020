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

/** Logging in again cannot help until the lock or the maintenance is over: a single OK then. */
const NO_LOGIN_REASONS: readonly string[] = ["ACCOUNT_LOCKED", "SYSTEM_MAINTENANCE"];

export interface SessionEndedNotice {
  /** The inactivity text for USER_INACTIVITY_TIMEOUT, the generic logout text otherwise. */
  text: "inactivity" | "generic";
  actions: "login-and-close" | "ok";
  reason: string;
  endedAt: Date | null;
}

/** Spec §4: a notice when both a reason and a time are stored; nothing otherwise. */
export function sessionEndedNotice(reason: string | null | undefined, time: string | null | undefined): SessionEndedNotice | null {
  const stored = reason?.trim();
  if (!stored || !time) return null;
  const at = new Date(Number.isNaN(Number(time)) ? time : Number(time));
  return {
    text: stored === "USER_INACTIVITY_TIMEOUT" ? "inactivity" : "generic",
    actions: NO_LOGIN_REASONS.includes(stored) ? "ok" : "login-and-close",
    reason: stored,
    endedAt: Number.isNaN(at.getTime()) ? null : at,
  };
}
