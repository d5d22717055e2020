import type { Context, Hono } from "hono";
import { UpdateLimitsPayloadSchema, type UpdateLimitsPayload } from "@casino/api-client";
import { LIMIT_NAMES, checkSessionLimit, decideLimitChange, type LimitName } from "@casino/domain";
import type { AppDeps } from "../context.ts";
import { requireUser } from "../http/auth.ts";
import { badRequest, forbidden, notFound } from "../http/errors.ts";
import { readBody } from "../http/validate.ts";
import {
  cancelPendingLimit,
  readLimits,
  readPlayerSettings,
  writeLimit,
  writePendingLimit,
  writePlayerSettings,
  type PlayerSettingsRow,
} from "../repos/limits.ts";
import { limitsView } from "../repos/limits-view.ts";
import { expireStaleDeposits } from "../repos/payments-settle.ts";
import { findUserById, updateUser, type UserRow } from "../repos/users.ts";

type Refusal = { status: 400 | 409; body: Record<string, unknown> };
/** A change to write: at once (effectiveAt null) or pending until effectiveAt. */
type PlannedChange = { amount: number | null; effectiveAt: Date | null };

/** The limits the payload changes, or the first refusal (nothing is written unless every change is allowed). */
function plannedLimitChanges(db: AppDeps["db"], user: UserRow, body: UpdateLimitsPayload, now: Date): Map<LimitName, PlannedChange> | Refusal {
  const stored = readLimits(db, user.id, now);
  const changes = new Map<LimitName, PlannedChange>();
  for (const name of LIMIT_NAMES) {
    const next = body[name];
    if (next === undefined) continue;
    const decision = decideLimitChange({ name, current: stored[name].amount, next, lastChangedAt: stored[name].changedAt, loyaltyLevel: user.loyalty_level, now });
    if (!decision.allowed && decision.code === "REMOVAL_NEEDS_SUPPORT") {
      const message = "Removing this limit at your loyalty level is only possible through support";
      return { status: 400, body: { success: false, code: decision.code, message, limit: name } };
    }
    if (!decision.allowed) {
      const unlocksAt = decision.unlocksAt.toISOString();
      const message = `Change Not Allowed: ${name} can be changed again at ${unlocksAt}`;
      return { status: 409, body: { success: false, code: decision.code, message, limit: name, unlocksAt } };
    }
    if (decision.changed) changes.set(name, { amount: next, effectiveAt: decision.applies === "pending" ? decision.effectiveAt : null });
  }
  return changes;
}

function plannedSettings(body: UpdateLimitsPayload, current: PlayerSettingsRow, now: Date): Partial<PlayerSettingsRow> {
  const next: Partial<PlayerSettingsRow> = {};
  if (body.sessionTimeLimit === null) {
    Object.assign(next, { session_limit_value: null, session_limit_unit: null, session_limit_minutes: null, session_limit_set_at: null });
  } else if (body.sessionTimeLimit !== undefined) {
    const check = checkSessionLimit(body.sessionTimeLimit);
    if (!check.ok) throw badRequest(check.message, check.code);
    Object.assign(next, {
      session_limit_value: body.sessionTimeLimit.value, session_limit_unit: body.sessionTimeLimit.unit, session_limit_minutes: check.minutes,
      session_limit_set_at: current.session_limit_minutes === check.minutes ? current.session_limit_set_at : now.toISOString(),
    });
  }
  if (body.timeZone !== undefined) next.time_zone = body.timeZone;
  if (body.realityCheckMinutes !== undefined) next.reality_check_minutes = body.realityCheckMinutes;
  if (body.ghostMode !== undefined) next.ghost_mode = body.ghostMode ? 1 : 0;
  // Turning "away" on again keeps the original time, so the 30-minute removal is not postponed.
  if (body.awayStatus !== undefined) {
    next.away_since = body.awayStatus ? (current.away_since ?? now.toISOString()) : null;
    next.away_mode = body.awayStatus ? (current.away_mode ?? "manual") : null;
  }
  return next;
}

/**
 * GET/PUT /api/user/limits: amount limits (hourly lock; lower at once, higher or removed after 24 hours), session
 * time limit, winnings limit, ghost mode, away, time zone. DELETE /api/user/limits/pending/{name}: cancel a pending change.
 */
export function registerLimitsSettingsRoutes(app: Hono, deps: AppDeps): void {
  const { db, clock } = deps;
  const currentUser = (c: Context): UserRow => {
    const user = findUserById(db, requireUser(c).userId);
    if (!user) throw forbidden();
    return user;
  };

  app.get("/api/user/limits", (c) => {
    const user = currentUser(c);
    // Lapsed deposits stop counting against the deposit limits first, as the deposit route does before its check.
    expireStaleDeposits(deps, user.id);
    return c.json({ success: true, data: limitsView(db, user, clock()) });
  });

  app.put("/api/user/limits", async (c) => {
    const user = currentUser(c);
    const body = await readBody(c, UpdateLimitsPayloadSchema);
    const now = clock();
    const limitChanges = plannedLimitChanges(db, user, body, now);
    if (!(limitChanges instanceof Map)) return c.json(limitChanges.body, limitChanges.status);
    const settings = plannedSettings(body, readPlayerSettings(db, user.id), now);

    db.transaction(() => {
      for (const [name, { amount, effectiveAt }] of limitChanges) {
        if (effectiveAt) writePendingLimit(db, user.id, name, amount, effectiveAt, now);
        else writeLimit(db, user.id, name, amount, now);
      }
      if (Object.keys(settings).length > 0) writePlayerSettings(db, user.id, settings, now);
      if (body.monthlyWinningsLimit !== undefined) updateUser(db, user.id, { monthly_limit: body.monthlyWinningsLimit }, now);
    })();
    return c.json({ success: true, data: limitsView(db, findUserById(db, user.id)!, now) });
  });

  // Keeping the stricter limit in force is always allowed: no hourly lock, no loyalty rule.
  app.delete("/api/user/limits/pending/:name", (c) => {
    const user = currentUser(c);
    const name = c.req.param("name");
    if (!isLimitName(name)) throw badRequest(`Unknown limit: ${name}`, "VALIDATION_ERROR");
    const now = clock();
    if (!cancelPendingLimit(db, user.id, name, now)) throw notFound(`No change of ${name} is pending`, "NO_PENDING_CHANGE");
    return c.json({ success: true, data: limitsView(db, user, now) });
  });
}

const isLimitName = (name: string): name is LimitName => (LIMIT_NAMES as readonly string[]).includes(name);
