import type { Hono } from "hono";
import { AccountFreezePayloadSchema, SelfExclusionPayloadSchema } from "@casino/api-client";
import { accountFreezeEnd, canReplaceSelfExclusion, isSelfExclusionActive, selfExclusionEnd } from "@casino/domain";
import type { AppDeps } from "../context.ts";
import { requireUser } from "../http/auth.ts";
import { ApiError, badRequest, forbidden } from "../http/errors.ts";
import { readBody } from "../http/validate.ts";
import { writePlayerSettings } from "../repos/limits.ts";
import { endUserSessions } from "../repos/sessions.ts";
import { findUserById, updateUser } from "../repos/users.ts";

/** Self-exclusion (spec §4, §9) and account freeze (spec §9). */
export function registerLimitsExclusionRoutes(app: Hono, { db, clock, events }: AppDeps): void {
  app.post("/api/user/limits/self-exclusion", async (c) => {
    const { userId } = requireUser(c);
    const { period, months } = await readBody(c, SelfExclusionPayloadSchema);
    const user = findUserById(db, userId);
    if (!user) throw forbidden();
    const now = clock();
    const end = selfExclusionEnd(period, now, months);
    if (!end) throw badRequest("Choose how many months (1 to 60)", "MONTHS_REQUIRED");
    const current = { selfExclusion: user.self_exclusion_until, isSelfExclusionPermanent: user.self_exclusion_permanent === 1 };
    if (!canReplaceSelfExclusion(current, end, now)) {
      throw new ApiError(409, "SELF_EXCLUSION_ACTIVE", "Your self-exclusion is active and cannot be shortened");
    }
    updateUser(
      db,
      userId,
      end.permanent
        ? { self_exclusion_permanent: 1, self_exclusion_until: null }
        : { self_exclusion_permanent: 0, self_exclusion_until: end.until.toISOString() },
      now,
    );
    // Open games close at once (the play page listens); a later spin is refused anyway.
    events.emitToUser(userId, "responsibleGamingBlock", {
      kind: "selfExclusion",
      until: end.permanent ? null : end.until.toISOString(),
      message: "Your account is self-excluded: you can only withdraw",
    });
    const userLimit = {
      selfExclusion: end.permanent ? null : end.until.toISOString(),
      isSelfExclusionPermanent: end.permanent,
    };
    return c.json({ success: true, data: { userLimit, isSelfExcluded: isSelfExclusionActive(userLimit, now) } });
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
    events.emitToUser(userId, "responsibleGamingBlock", { kind: "freeze", until: frozenUntil, message: "Your account is frozen" });
    return c.json({ success: true, data: { frozenUntil } });
  });
}
