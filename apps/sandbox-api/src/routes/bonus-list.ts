import type { BonusCalendar, BonusList } from "@casino/api-client";
import { BONUS_PAGE_SIZE, BONUS_TYPES, calendarWeek, isoWeekday, localDate, type IsoWeekday } from "@casino/domain";
import type { Context, Hono } from "hono";
import * as v from "valibot";
import type { AppDeps } from "../context.ts";
import { optionalUser } from "../http/auth.ts";
import { notFound } from "../http/errors.ts";
import { readQuery } from "../http/validate.ts";
import { findBonusBySlug, toBonus } from "../repos/bonus-catalog.ts";
import { listBonuses, type BonusListQuery } from "../repos/bonus-list.ts";
import { findUserById } from "../repos/users.ts";
import { bannerSvg, bonusHeadline } from "./bonus-banner-svg.ts";
import { languageOf, timeZoneOf } from "./bonus-query.ts";
import { boolParam, intParam, requestOrigin } from "./catalog-query.ts";

const dateTime = v.pipe(v.string(), v.check((s) => !Number.isNaN(Date.parse(s)), "must be a date-time"));
const code = v.pipe(v.string(), v.regex(/^[A-Za-z]{2,3}$/, "must be an ISO code"));

/** Spec §3 bonus list filters (query strings). */
const FilterQuery = v.object({
  type: v.optional(v.picklist(BONUS_TYPES)),
  limit: v.optional(intParam(1, 100), String(BONUS_PAGE_SIZE)),
  pageNo: v.optional(intParam(1, 100_000), "1"),
  isDeposit: v.optional(boolParam),
  language: v.optional(v.string()),
  calendarDateTime: v.optional(dateTime),
  // 0 is accepted for Sunday too (JavaScript's getDay).
  dayOfWeek: v.optional(intParam(0, 7)),
  timeZone: v.optional(v.string()),
  cpnc: v.optional(v.string()),
  countryCode: v.optional(code),
  currencyCode: v.optional(code),
});

const CalendarQuery = v.object({ timeZone: v.optional(v.string()), language: v.optional(v.string()) });

/** The player's currency (and campaign) when logged in, so amounts read in it. */
function viewer(c: Context, deps: AppDeps) {
  const auth = optionalUser(c);
  return auth ? findUserById(deps.db, auth.userId) : undefined;
}

export function registerBonusListRoutes(app: Hono, deps: AppDeps): void {
  const { db, clock } = deps;

  app.get("/api/admin/get-all-bonus", (c) => {
    const q = readQuery(c, FilterQuery);
    const timeZone = timeZoneOf(q.timeZone);
    const player = viewer(c, deps);
    const currencyCode = (q.currencyCode ?? player?.currency_code ?? "EUR").toUpperCase();
    let weekday: IsoWeekday | undefined;
    if (q.dayOfWeek !== undefined) weekday = (q.dayOfWeek === 0 ? 7 : q.dayOfWeek) as IsoWeekday;
    else if (q.calendarDateTime) weekday = isoWeekday(localDate(new Date(q.calendarDateTime), timeZone));
    const query: BonusListQuery = {
      type: q.type,
      isDeposit: q.isDeposit,
      validAt: q.calendarDateTime && new Date(q.calendarDateTime).toISOString(),
      weekday,
      campaignCode: q.cpnc ?? player?.cpnc ?? undefined,
      countryCode: q.countryCode,
      currencyCode: q.currencyCode,
      limit: q.limit,
      offset: (q.pageNo - 1) * q.limit,
      now: clock(),
    };
    const { rows, count } = listBonuses(db, query);
    const options = { language: languageOf(c, q.language), currencyCode, origin: requestOrigin(c) };
    const data: BonusList = { rows: rows.map((row) => toBonus(db, row, options)), count };
    return c.json({ success: true, data });
  });

  app.get("/api/admin/get-bonus-calendar", (c) => {
    const q = readQuery(c, CalendarQuery);
    const today = localDate(clock(), timeZoneOf(q.timeZone));
    const player = viewer(c, deps);
    const options = { language: languageOf(c, q.language), currencyCode: player?.currency_code ?? "EUR", origin: requestOrigin(c) };
    const days = calendarWeek(today).map((date) => {
      const { rows } = listBonuses(db, { weekday: isoWeekday(date), campaignCode: player?.cpnc ?? undefined, limit: 100, offset: 0, now: clock() });
      return { date, dayOfWeek: isoWeekday(date), isToday: date === today, bonuses: rows.map((row) => toBonus(db, row, options)) };
    });
    const data: BonusCalendar = { days };
    return c.json({ success: true, data });
  });

  app.get("/sandbox/bonus-banners/:file", (c) => {
    const file = c.req.param("file");
    const row = file.endsWith(".svg") ? findBonusBySlug(db, file.slice(0, -".svg".length)) : undefined;
    if (!row) throw notFound("Bonus not found", "BONUS_NOT_FOUND");
    c.header("Cache-Control", "public, max-age=3600");
    c.header("Content-Type", "image/svg+xml; charset=utf-8");
    return c.body(bannerSvg({ hue: row.banner_hue, ...bonusHeadline(row) }));
  });
}
