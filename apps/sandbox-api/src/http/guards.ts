import type { Database } from "better-sqlite3";
import { exclusionState, frozenUntil, isFrozen } from "../repos/limits.ts";
import { exclusionView } from "../repos/limits-view.ts";
import type { UserId } from "../repos/sessions.ts";
import { ApiError } from "./errors.ts";

/**
 * Spec §4: "self-excluded accounts can only withdraw" (a time-out too, issue 27). Every call that moves money into play (deposit, real
 * game launch and spin, bonus, coupon, rakeback, referral, tournament entry) starts with this; withdrawals
 * and reads do not. 409 SELF_EXCLUDED, with the end (a UTC date: the exclusion holds through that day).
 */
export function assertMayPlay(db: Database, userId: UserId, now: Date): void {
  const exclusion = exclusionView(exclusionState(db, userId), now);
  if (!exclusion) return;
  const { kind, until, liftsAt, permanent } = exclusion;
  const message =
    kind === "timeout"
      ? `You are taking a time-out until ${liftsAt!.replace("T", " ").slice(0, 16)} UTC: you can only withdraw`
      : `Your account is self-excluded ${permanent || until === null ? "permanently" : `until the end of ${until.slice(0, 10)} (UTC)`}: you can only withdraw`;
  // Issue 27: the same code for both kinds (clients know it), the kind and the exact lift time beside it.
  throw new ApiError(409, "SELF_EXCLUDED", message, { selfExclusion: permanent ? null : until, isSelfExclusionPermanent: permanent, exclusionKind: kind, liftsAt });
}

/**
 * Login of a frozen account (spec §9 account freeze). 409, not 403: the client reads 403 as "session
 * expired". The body carries `frozenUntil` (ISO) next to the message.
 */
export function assertNotFrozen(db: Database, userId: UserId, now: Date): void {
  if (!isFrozen(db, userId, now)) return;
  const until = frozenUntil(db, userId) as string;
  throw new ApiError(409, "ACCOUNT_FROZEN", `Your account is frozen until ${until.replace("T", " ").slice(0, 16)} UTC`, { frozenUntil: until });
}
