import { RakebackClaimPayloadSchema, type RakebackClaim, type RakebackDays } from "@casino/api-client";
import { addDays, calendarWindow, localDate } from "@casino/domain";
import type { Context, Hono } from "hono";
import * as v from "valibot";
import type { AppDeps } from "../context.ts";
import { optionalUser, requireUser } from "../http/auth.ts";
import { ApiError, badRequest, notFound } from "../http/errors.ts";
import { assertMayPlay } from "../http/guards.ts";
import { readBody, readQuery } from "../http/validate.ts";
import { calendarBonus, findBonus, type BonusRow } from "../repos/bonus-catalog.ts";
import { withLedger } from "../repos/ledger.ts";
import { findRakebackDay, markRakebackPaid, rakebackDaysBetween, toRakebackDay } from "../repos/rakeback-days.ts";
import { findUserById } from "../repos/users.ts";
import { decimalsOf, toMajor } from "../repos/wallet-money.ts";
import { idParam, timeZoneOf } from "./bonus-query.ts";

const DaysQuery = v.object({ user: v.optional(idParam), bonusId: v.optional(idParam), timeZone: v.optional(v.string()) });
const ClaimQuery = v.object({ bonusId: v.optional(idParam), timeZone: v.optional(v.string()), customerDate: v.optional(v.string()) });

/** The calendar's bonus: the one asked for (it must be a calendar bonus), else the brand's daily rakeback. */
export function calendarBonusOf(deps: AppDeps, bonusId: number | undefined): BonusRow {
  const bonus = bonusId === undefined ? calendarBonus(deps.db) : findBonus(deps.db, bonusId);
  if (!bonus || bonus.type !== "instant_cashback" || bonus.cashback_to_calendar !== 1) throw notFound("No such rakeback calendar", "BONUS_NOT_FOUND");
  return bonus;
}

/**
 * `user` names whose calendar is read: it must be the token's player (another player's calendar is simply
 * not found, which does not tell whether it exists). A guest asking for a player is not authenticated.
 */
export function calendarOwner(c: Context, user: number | undefined) {
  const auth = user === undefined ? optionalUser(c) : requireUser(c);
  if (auth && user !== undefined && user !== auth.userId) throw notFound("No such rakeback calendar", "CALENDAR_NOT_FOUND");
  return auth;
}

export function registerRakebackRoutes(app: Hono, deps: AppDeps): void {
  const { db, clock } = deps;

  app.get("/api/admin/get-rakeback-days", (c) => {
    const q = readQuery(c, DaysQuery);
    const auth = calendarOwner(c, q.user);
    const bonus = calendarBonusOf(deps, q.bonusId);
    const today = localDate(clock(), timeZoneOf(q.timeZone));
    const window = calendarWindow(today);
    const rows = auth ? rakebackDaysBetween(db, auth.userId, bonus.id, window[0]!, window.at(-1)!) : [];
    const byDate = new Map(rows.map((row) => [row.claim_date, row]));
    const currencyCode = auth ? findUserById(db, auth.userId)!.currency_code : "EUR";
    const days = window.map((date) => toRakebackDay(db, date, bonus.id, byDate.get(date), { today, loggedIn: auth !== undefined }));
    const data: RakebackDays = { bonusId: bonus.id, currencyCode, days };
    return c.json({ success: true, data });
  });

  app.post("/api/user/rakeback-claim", async (c) => {
    const { userId } = requireUser(c);
    const q = readQuery(c, ClaimQuery);
    const body = await readBody(c, RakebackClaimPayloadSchema);
    if (q.bonusId !== undefined && q.bonusId !== body.bonusId) throw badRequest("bonusId differs between query and body", "VALIDATION_ERROR");
    const bonus = calendarBonusOf(deps, body.bonusId);
    const now = clock();
    assertMayPlay(db, userId, now);
    const today = localDate(now, timeZoneOf(q.timeZone ?? body.timeZone));
    if (body.claimDate !== today && body.claimDate !== addDays(today, -1)) {
      throw badRequest("Only today's and yesterday's rakeback can be claimed", "NOT_CLAIMABLE");
    }
    const data = withLedger(deps, (tx): RakebackClaim => {
      const day = findRakebackDay(db, userId, bonus.id, body.claimDate);
      if (day?.paid_at) throw new ApiError(409, "ALREADY_CLAIMED", "This day's rakeback has already been claimed");
      if (!day || day.amount <= 0) throw badRequest("There is no rakeback to claim for this day", "NOTHING_TO_CLAIM");
      const { entry } = tx.credit({
        userId, kind: "rakeback", cash: day.amount, currency: day.currency,
        reference: `rakeback:${bonus.id}:${day.claim_date}`, idempotencyKey: `rakeback:${bonus.id}:${day.claim_date}`,
      });
      markRakebackPaid(db, day, entry.id, now);
      return { amount: toMajor(day.amount, decimalsOf(db, day.currency)), bonusId: bonus.id };
    });
    return c.json({ success: true, data });
  });
}
