import { BonusCalendarResponseSchema, BonusListResponseSchema, FreeMoneyResponseSchema } from "@casino/api-client";
import { localDate } from "@casino/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addRakeback } from "../repos/rakeback-days.ts";
import { createRewardsPlayer, createRewardsTestApp, type RewardsTestApp } from "./bonus-test-kit.ts";
import { call, errorCode, parseWith } from "./catalog-test-kit.ts";

// The seed's catalogue on Tuesday 2026-03-10: eight bonuses on offer (the campaign, ended and cancelled ones are not).
let t: RewardsTestApp;
beforeAll(() => {
  t = createRewardsTestApp();
});
afterAll(() => t.close());

const list = async (query: string, headers: Record<string, string> = {}) => {
  const res = await call(t, `/api/admin/get-all-bonus${query}`, { headers });
  expect(res.status).toBe(200);
  return parseWith(BonusListResponseSchema, res.body).data;
};

describe("GET /api/admin/get-all-bonus", () => {
  it.each([
    ["no filter", "", 8, ["welcome-deposit", "second-deposit", "weekend-reload", "no-deposit-10", "free-spins-50", "daily-rakeback", "weekly-cashback", "next-month-spins"]],
    ["type", "?type=deposit", 3, ["welcome-deposit", "second-deposit", "weekend-reload"]],
    ["isDeposit=false", "?isDeposit=false", 5, ["no-deposit-10", "free-spins-50", "daily-rakeback", "weekly-cashback", "next-month-spins"]],
    ["the campaign code", "?cpnc=VIPSPRING&type=no_deposit", 2, ["no-deposit-10", "vip-spring-chip"]],
    ["dayOfWeek (Tuesday: no weekend reload)", "?dayOfWeek=2&type=deposit", 2, ["welcome-deposit", "second-deposit"]],
    ["dayOfWeek 0 is Sunday", "?dayOfWeek=0&type=deposit", 3, ["welcome-deposit", "second-deposit", "weekend-reload"]],
    ["calendarDateTime (valid now, on a Tuesday)", "?calendarDateTime=2026-03-10T12:00:00.000Z&type=freespins", 1, ["free-spins-50"]],
    ["calendarDateTime in a time zone where it is already Saturday", "?calendarDateTime=2026-03-13T23:30:00.000Z&timeZone=Asia/Tokyo&isDeposit=true", 3, ["welcome-deposit", "second-deposit", "weekend-reload"]],
    ["the currency (the campaign chip is EUR/CAD only)", "?currencyCode=TRY&cpnc=VIPSPRING&type=no_deposit", 1, ["no-deposit-10"]],
    ["the country", "?countryCode=DE", 8, undefined],
    ["a page", "?limit=3&pageNo=3", 8, ["weekly-cashback", "next-month-spins"]],
  ])("filters by %s", async (_, query, count, slugs) => {
    const data = await list(query);
    expect(data.count).toBe(count);
    if (slugs) expect(data.rows.map((b) => b.slug)).toEqual(slugs);
  });

  it("answers the display fields, banner and terms, in the language asked for (English otherwise)", async () => {
    const [de] = (await list("?type=deposit&language=de&limit=1")).rows;
    expect(de).toMatchObject({
      name: "Willkommensbonus", depositBonusPercent: 100, maxBonusThreshold: 1000, minDeposit: 100, wageringMultiplier: 35,
      wageringType: "REAL_TO_FUN", isDeposit: true, depositNumber: 1, currencyCode: "EUR",
      banner: { bannerTitle: "100% bis zu 1000 EUR auf deine erste Einzahlung", imageUrl: "http://localhost/sandbox/bonus-banners/welcome-deposit.svg" },
    });
    expect(de?.termsHtml).toContain("<li>");
    const [fallback] = (await list("?type=deposit&language=sw&limit=1")).rows;
    expect(fallback?.name).toBe("Welcome bonus");
    const [spins] = (await list("?type=freespins&limit=1", { "accept-language": "fr-FR,fr;q=0.9" })).rows;
    expect(spins).toMatchObject({ name: "50 tours gratuits", freeSpinsQuantity: 50, maxWin: 200 });
    expect(spins?.games).toHaveLength(3);
  });

  it("reads amounts in the logged-in player's currency", async () => {
    const player = createRewardsPlayer(t, { currency_code: "CAD" });
    expect((await list("?limit=1", player.headers)).rows[0]?.currencyCode).toBe("CAD");
  });

  it.each([
    ["an unknown type", "?type=reload"],
    ["a page size over 100", "?limit=101"],
    ["a bad date-time", "?calendarDateTime=yesterday"],
  ])("refuses %s", async (_, query) => {
    const res = await call(t, `/api/admin/get-all-bonus${query}`);
    expect([res.status, errorCode(res)]).toEqual([400, "VALIDATION_ERROR"]);
  });
});

describe("bonus banners", () => {
  it("serves each bonus's banner as SVG", async () => {
    const res = await t.app.request("/sandbox/bonus-banners/free-spins-50.svg");
    expect(res.headers.get("content-type")).toContain("image/svg+xml");
    expect(await res.text()).toContain("50 FS");
    expect((await t.app.request("/sandbox/bonus-banners/nope.svg")).status).toBe(404);
  });
});

describe("GET /api/admin/get-bonus-calendar", () => {
  it("answers this week, Monday to Sunday, with each day's bonuses", async () => {
    const res = await call(t, "/api/admin/get-bonus-calendar?timeZone=Europe/Malta");
    const { days } = parseWith(BonusCalendarResponseSchema, res.body).data;
    expect(days.map((d) => [d.date, d.dayOfWeek, d.isToday])).toEqual([
      ["2026-03-09", 1, false], ["2026-03-10", 2, true], ["2026-03-11", 3, false], ["2026-03-12", 4, false],
      ["2026-03-13", 5, false], ["2026-03-14", 6, false], ["2026-03-15", 7, false],
    ]);
    const weekend = days.map((d) => d.bonuses.some((b) => b.slug === "weekend-reload"));
    expect(weekend).toEqual([false, false, false, false, true, true, true]);
  });
});

describe("GET /api/admin/free-money", () => {
  it("lists the free bonuses and, for a player, what the calendar holds now", async () => {
    const player = createRewardsPlayer(t);
    const calendar = t.db.prepare("SELECT id FROM bonuses WHERE slug = 'daily-rakeback'").pluck().get() as number;
    addRakeback(t.db, { userId: player.userId, bonusId: calendar, date: localDate(t.clock.now()), currency: "EUR", amount: 123 });
    const res = await call(t, "/api/admin/free-money", { headers: player.headers });
    const data = parseWith(FreeMoneyResponseSchema, res.body).data;
    expect(data.bonuses.map((b) => b.type).sort()).toEqual(["freespins", "freespins", "instant_cashback", "instant_cashback", "no_deposit"]);
    expect(data).toMatchObject({ rakeback: { bonusId: calendar, claimableAmount: 1.23, claimableDays: 1 }, couponsEnabled: true, referAFriendPercent: null });
    const guest = parseWith(FreeMoneyResponseSchema, (await call(t, "/api/admin/free-money")).body).data;
    expect(guest.rakeback).toMatchObject({ claimableAmount: 0, claimableDays: 0 });
  });
});
