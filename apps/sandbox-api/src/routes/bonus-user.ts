import { ActivateBonusPayloadSchema, CancelBonusPayloadSchema } from "@casino/api-client";
import type { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppDeps } from "../context.ts";
import { requireUser } from "../http/auth.ts";
import { assertMayPlay } from "../http/guards.ts";
import { readBody } from "../http/validate.ts";
import { activateBonus, BonusActivationError } from "../repos/bonus-activation.ts";
import { cancelUserBonus, readUserBonuses } from "../repos/bonus-status.ts";
import { BONUS_ACTIVATION_MESSAGES } from "./bonus-messages.ts";
import { brandSetting, languageOf, timeZoneOf } from "./bonus-query.ts";

export function registerBonusUserRoutes(app: Hono, deps: AppDeps): void {
  app.get("/api/user/get-user-bonus", (c) => {
    const { userId } = requireUser(c);
    return c.json({ success: true, data: readUserBonuses(deps, userId, languageOf(c, c.req.query("language"))) });
  });

  app.post("/api/user/bonus/activate", async (c) => {
    const { userId } = requireUser(c);
    const body = await readBody(c, ActivateBonusPayloadSchema);
    assertMayPlay(deps.db, userId, deps.clock());
    try {
      const data = activateBonus(deps, {
        userId,
        bonusId: body.bonusId,
        confirmCancelCurrent: body.confirmCancelCurrent ?? false,
        timeZone: timeZoneOf(body.timeZone),
        emailVerificationRequired: brandSetting(c, "verifyEmailOnBonusActivation") === true,
        messageOf: (code) => BONUS_ACTIVATION_MESSAGES[code],
        language: languageOf(c),
      });
      return c.json({ success: true, data });
    } catch (error) {
      if (!(error instanceof BonusActivationError)) throw error;
      // The spec §8 body carries the support reference (UNIFIED_ERROR) and when to retry (RETRY_PERIOD).
      const { code, message, reference, retryAt } = error;
      const body = { success: false, code, message, ...(reference && { reference }), ...(retryAt && { retryAt }) };
      return c.json(body, error.status as ContentfulStatusCode);
    }
  });

  app.post("/api/user/bonus/cancel", async (c) => {
    const { userId } = requireUser(c);
    const { userBonusId } = await readBody(c, CancelBonusPayloadSchema);
    return c.json({ success: true, data: cancelUserBonus(deps, userId, userBonusId, languageOf(c)) });
  });
}
