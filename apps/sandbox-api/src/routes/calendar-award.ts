import type { CalendarAward } from "@casino/api-client";
import { cashbackAmount, nextHalfHour, startOfLocalDay } from "@casino/domain";
import type { Hono } from "hono";
import * as v from "valibot";
import type { AppDeps } from "../context.ts";
import { netLossSince } from "../repos/bonus-player.ts";
import { findUserById } from "../repos/users.ts";
import { playerVipLevel } from "../repos/vip-levels.ts";
import { decimalsOf, toMajor } from "../repos/wallet-money.ts";
import { idParam, timeZoneOf } from "./bonus-query.ts";
import { calendarOwner } from "./rakeback-calendar.ts";
import { unauthorized } from "../http/errors.ts";
import { readQuery } from "../http/validate.ts";

const AwardQuery = v.object({ user: v.optional(idParam), timeZone: v.optional(v.string()) });

export function registerCalendarAwardRoutes(app: Hono, { db, clock }: AppDeps): void {
  /** Spec §3 calendar award data: today's NGR (local day), the VIP cashback percent and what it pays. */
  app.get("/api/user/calendar-award", (c) => {
    const q = readQuery(c, AwardQuery);
    const auth = calendarOwner(c, q.user);
    if (!auth) throw unauthorized("Not authenticated");
    const user = findUserById(db, auth.userId)!;
    const now = clock();
    const ngr = Math.max(0, netLossSince(db, user, startOfLocalDay(now, timeZoneOf(q.timeZone))));
    const percent = playerVipLevel(db, user.id)?.cashback_percent ?? 0;
    const decimals = decimalsOf(db, user.currency_code);
    const data: CalendarAward = {
      ngr: toMajor(ngr, decimals),
      payout: toMajor(cashbackAmount(ngr, percent), decimals),
      percent,
      currencyCode: user.currency_code,
      nextAwardAt: nextHalfHour(now).toISOString(),
    };
    return c.json({ success: true, data });
  });
}
