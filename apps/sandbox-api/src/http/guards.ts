import type { Database } from "better-sqlite3";
import { frozenUntil, isFrozen, isSelfExcluded } from "../repos/limits.ts";
import type { UserId } from "../repos/sessions.ts";
import { findUserById } from "../repos/users.ts";
import { ApiError } from "./errors.ts";

/**
 * Spec §4: "self-excluded accounts can only withdraw". Every call that moves money into play (deposit, real
 * game launch and spin, bonus, coupon, rakeback, referral, tournament entry) starts with this; withdrawals
 * and reads do not. 409 SELF_EXCLUDED, with the end (a UTC date: the exclusion holds through that day).
 */
export function assertMayPlay(db: Database, userId: UserId, now: Date): void {
  if (!isSelfExcluded(db, userId, now)) return;
  const user = findUserById(db, userId);
  const until = user?.self_exclusion_until ?? null;
  const permanent = user?.self_exclusion_permanent === 1;
  const span = permanent || until === null ? "permanently" : `until the end of ${until.slice(0, 10)} (UTC)`;
  throw new ApiError(409, "SELF_EXCLUDED", `Your account is self-excluded ${span}: you can only withdraw`, {
    selfExclusion: permanent ? null : until,
    isSelfExclusionPermanent: permanent,
  });
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
