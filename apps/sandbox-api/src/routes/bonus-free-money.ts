import type { FreeMoney } from "@casino/api-client";
import { addDays, localDate } from "@casino/domain";
import type { Hono } from "hono";
import * as v from "valibot";
import type { AppDeps } from "../context.ts";
import { optionalUser } from "../http/auth.ts";
import { readQuery } from "../http/validate.ts";
import { calendarBonus, toBonus } from "../repos/bonus-catalog.ts";
import { listBonuses } from "../repos/bonus-list.ts";
import { rakebackDaysBetween } from "../repos/rakeback-days.ts";
import { findUserById } from "../repos/users.ts";
import { decimalsOf, toMajor } from "../repos/wallet-money.ts";
import { brandSetting, languageOf, timeZoneOf } from "./bonus-query.ts";
import { requestOrigin } from "./catalog-query.ts";

const FreeMoneyQuery = v.object({ language: v.optional(v.string()), timeZone: v.optional(v.string()) });
const FREE_TYPES = new Set(["no_deposit", "freespins", "instant_cashback"]);

export function registerFreeMoneyRoutes(app: Hono, { db, clock }: AppDeps): void {
  /** The /freemoney page: free bonuses, what the calendar holds for the player now, coupons, refer-a-friend. */
  app.get("/api/admin/free-money", (c) => {
    const q = readQuery(c, FreeMoneyQuery);
    const auth = optionalUser(c);
    const player = auth && findUserById(db, auth.userId);
    const currencyCode = player?.currency_code ?? "EUR";
    const now = clock();
    const options = { language: languageOf(c, q.language), currencyCode, origin: requestOrigin(c) };
    const { rows } = listBonuses(db, { isDeposit: false, campaignCode: player?.cpnc ?? undefined, currencyCode, limit: 100, offset: 0, now });
    const bonuses = rows.filter((row) => FREE_TYPES.has(row.type)).map((row) => toBonus(db, row, options));

    const calendar = calendarBonus(db);
    const today = localDate(now, timeZoneOf(q.timeZone));
    const open = player && calendar ? rakebackDaysBetween(db, player.id, calendar.id, addDays(today, -1), today).filter((d) => !d.paid_at && d.amount > 0) : [];
    const claimable = open.reduce((sum, day) => sum + day.amount, 0);
    const referral = brandSetting(c, "referAFriendPercent");
    const data: FreeMoney = {
      bonuses,
      rakeback: calendar ? { bonusId: calendar.id, claimableAmount: toMajor(claimable, decimalsOf(db, currencyCode)), claimableDays: open.length, currencyCode } : null,
      couponsEnabled: (db.prepare("SELECT count(*) FROM coupons").pluck().get() as number) > 0,
      referAFriendPercent: typeof referral === "number" ? referral : null,
    };
    return c.json({ success: true, data });
  });
}
