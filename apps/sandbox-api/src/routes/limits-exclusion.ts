import type { Context, Hono } from "hono";
import { AccountFreezePayloadSchema, SelfExclusionPayloadSchema, TimeOutPayloadSchema } from "@casino/api-client";
import { accountFreezeEnd, canReplaceExclusion, selfExclusionEnd, type ExclusionKind, type SelfExclusionEnd } from "@casino/domain";
import { verifyPassword } from "../auth/password.ts";
import type { AppDeps } from "../context.ts";
import { requireUser } from "../http/auth.ts";
import { ApiError, badRequest, forbidden } from "../http/errors.ts";
import { readBody } from "../http/validate.ts";
import { exclusionState, writePlayerSettings } from "../repos/limits.ts";
import { exclusionView } from "../repos/limits-view.ts";
import { endUserSessions } from "../repos/sessions.ts";
import { findUserById, updateUser, type UserRow } from "../repos/users.ts";

const messages: Record<ExclusionKind, string> = {
  timeout: "You are taking a time-out: you can only withdraw until it ends",
  selfExclusion: "Your account is self-excluded: you can only withdraw",
};

/** The player, once their password confirmed the block (400 INVALID_PASSWORD otherwise). */
async function confirmedPlayer(db: AppDeps["db"], userId: number, password: string): Promise<UserRow> {
  const user = findUserById(db, userId);
  if (!user) throw forbidden();
  if (!(await verifyPassword(password, user.password_hash))) throw badRequest("The password is wrong", "INVALID_PASSWORD");
  return user;
}

/**
 * Time-out and self-exclusion (issue 27 point 3; spec §4, §9), kept apart, each confirmed with the password, and
 * account freeze (spec §9).
 */
export function registerLimitsExclusionRoutes(app: Hono, { db, clock, events }: AppDeps): void {
  /** Stores a block that only lengthens the current one, closes the player's games and answers the new state. */
  function block(c: Context, user: UserRow, kind: ExclusionKind, end: SelfExclusionEnd, now: Date) {
    if (!canReplaceExclusion(exclusionState(db, user.id), end, now)) {
      throw new ApiError(409, "SELF_EXCLUSION_ACTIVE", "Your time-out or self-exclusion is active and cannot be shortened");
    }
    const until = end.permanent ? null : end.until.toISOString();
    db.transaction(() => {
      updateUser(db, user.id, { self_exclusion_permanent: end.permanent ? 1 : 0, self_exclusion_until: until }, now);
      writePlayerSettings(db, user.id, { exclusion_kind: kind }, now);
    })();
    // Open games close at once (the play page listens); a later spin is refused anyway.
    events.emitToUser(user.id, "responsibleGamingBlock", { kind, until, message: messages[kind] });
    const userLimit = { selfExclusion: until, isSelfExclusionPermanent: end.permanent };
    return c.json({ success: true, data: { userLimit, isSelfExcluded: true, exclusion: exclusionView({ ...userLimit, kind }, now) } });
  }

  app.post("/api/user/limits/time-out", async (c) => {
    const { userId } = requireUser(c);
    const { period, password } = await readBody(c, TimeOutPayloadSchema);
    const user = await confirmedPlayer(db, userId, password);
    const now = clock();
    return block(c, user, "timeout", selfExclusionEnd(period, now)!, now);
  });

  app.post("/api/user/limits/self-exclusion", async (c) => {
    const { userId } = requireUser(c);
    const { period, months, password } = await readBody(c, SelfExclusionPayloadSchema);
    const user = await confirmedPlayer(db, userId, password);
    const now = clock();
    const end = selfExclusionEnd(period, now, months);
    if (!end) throw badRequest("Choose how many months (1 to 60)", "MONTHS_REQUIRED");
    return block(c, user, "selfExclusion", end, now);
  });

  app.post("/api/user/limits/freeze", async (c) => {
    const { userId } = requireUser(c);
    const { period } = await readBody(c, AccountFreezePayloadSchema);
    const now = clock();
    const frozenUntil = accountFreezeEnd(period, now).toISOString();
    db.transaction(() => {
      writePlayerSettings(db, userId, { frozen_until: frozenUntil }, now);
      // A frozen account cannot be used: every device is signed out, login refuses until the end.
      endUserSessions(db, userId, "ACCOUNT_LOCKED", now);
    })();
    events.emitToUser(userId, "responsibleGamingBlock", { kind: "freeze", until: frozenUntil, reason: "ACCOUNT_LOCKED", message: "Your account is frozen" });
    return c.json({ success: true, data: { frozenUntil } });
  });
}
