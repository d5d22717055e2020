import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { resetApiClient } from "../../core/config.ts";
import { ApiError } from "../../core/errors.ts";
import { json, useFakeFetch } from "../../test/fake-fetch.ts";
import { userDetailsQueryKey } from "../user/get-user-details.ts";
import { bonusCalendarQueryOptions, getBonusCalendar } from "./bonus-calendar.ts";
import { bonusesQueryOptions, getAllBonus } from "./bonuses.ts";
import { CALENDAR_AWARD_POLL_MS, calendarAwardQueryOptions, getCalendarAward } from "./calendar-award.ts";
import { redeemCoupon } from "./coupons.ts";
import { freeMoneyQueryOptions, getFreeMoney } from "./free-money.ts";
import { getPromotion, getPromotions, promotionQueryOptions, promotionsQueryOptions } from "./promotions.ts";
import { RAKEBACK_POLL_MS, claimRakeback, claimRakebackMutationOptions, getRakebackDays, rakebackDaysQueryOptions } from "./rakeback.ts";
import { getTournamentLeaderboard, getTournaments, joinTournament, tournamentLeaderboardQueryOptions, tournamentsQueryOptions } from "./tournaments.ts";
import { activateBonus, bonusActivationErrorOf, cancelBonus, getUserBonus, userBonusesQueryOptions } from "./user-bonuses.ts";
import { getVipLevels, getVipProgress, vipLevelsQueryOptions, vipProgressQueryOptions } from "./vip.ts";

afterEach(() => resetApiClient());

const bonus = {
  id: 1, slug: "welcome", name: "Welcome", type: "deposit", description: "", banner: { bannerTitle: "100%", imageUrl: "https://api.test/b.svg" },
  currencyCode: "EUR", depositBonusPercent: 100, maxBonusThreshold: 1000, bonusAmount: null, maxWin: null, minBalance: null, minDeposit: 20,
  cashbackPercent: null, toCalendar: false, wageringMultiplier: 35, wageringType: "REAL_TO_FUN", freeSpinsQuantity: null, games: [],
  depositNumber: 1, isDeposit: true, validOnDays: [], validFrom: null, validTo: null, validDays: 30, termsHtml: "<p>t</p>",
};
const userBonus = {
  id: 9, bonusId: 1, name: "Welcome", type: "deposit", status: "active", currencyCode: "EUR", depositAmount: 100, bonusAmount: 100,
  wageringType: "REAL_TO_FUN", wageringMultiplier: 35, wagerRequired: 3500, wagered: 1240, wagerLeft: 2260, wagerPercent: 35,
  freeSpinsQuantity: null, freeSpinsLeft: null, games: [], maxWin: null, convertedAmount: 0, startedAt: "2026-03-01T00:00:00.000Z",
  expiresAt: "2026-03-31T00:00:00.000Z", finishedAt: null,
};
const day = { canClaimDate: "2026-03-09", bonusId: 6, amount: 1.5, paidAt: null, state: "active", claimable: true };
const tournament = {
  id: 1, slug: "race", kind: "race", name: "Race", description: "", status: "running", startsAt: "2026-03-01T00:00:00.000Z",
  endsAt: "2026-03-20T00:00:00.000Z", prizePool: 100, currencyCode: "EUR", prizes: [{ place: 1, amount: 100 }], games: [], minBet: 0.1, participants: 3, joined: false,
};
const entry = { place: 1, nickname: "Lu***", score: 10, prize: 100, isMe: false };
const promotion = { id: 1, slug: "welcome-offer", title: "W", summary: "S", imageUrl: "https://api.test/p.svg", bonusId: 1, startsAt: null, endsAt: null };
const level = { level: 1, name: "Bronze I", group: 1, pointsRequired: 0, rakebackPercent: 0.5, cashbackPercent: 5, perks: [] };
const wallet = { amount: 0, nonCashAmount: 5, totalAmount: 5 };

// [name, call, method, url, JSON body, response data]
const cases: Array<[string, () => Promise<unknown>, string, string, unknown, unknown]> = [
  ["getAllBonus", () => getAllBonus({ type: "deposit", isDeposit: true, dayOfWeek: 2, pageNo: 2 }), "GET", "https://api.test/api/admin/get-all-bonus?type=deposit&isDeposit=true&dayOfWeek=2&pageNo=2", undefined, { rows: [bonus], count: 1 }],
  ["getUserBonus", () => getUserBonus(), "GET", "https://api.test/api/user/get-user-bonus", undefined, { active: userBonus, pending: null, history: { rows: [], count: 0 } }],
  ["activateBonus", () => activateBonus({ bonusId: 1, confirmCancelCurrent: true }), "POST", "https://api.test/api/user/bonus/activate", { bonusId: 1, confirmCancelCurrent: true }, { code: "ACTIVATED", userBonus, cancelledUserBonusId: 3, calendarDay: null }],
  ["cancelBonus", () => cancelBonus(), "POST", "https://api.test/api/user/bonus/cancel", {}, { userBonus: { ...userBonus, status: "cancelled" }, forfeitedAmount: 100 }],
  ["redeemCoupon", () => redeemCoupon({ code: "WELCOME5" }), "POST", "https://api.test/api/user/coupon/redeem", { code: "WELCOME5" }, { code: "WELCOME5", amount: 5, currencyCode: "EUR", userWallet: wallet }],
  ["getRakebackDays", () => getRakebackDays({ bonusId: 6, timeZone: "Europe/Malta" }), "GET", "https://api.test/api/admin/get-rakeback-days?bonusId=6&timeZone=Europe%2FMalta", undefined, { bonusId: 6, currencyCode: "EUR", days: [day] }],
  ["claimRakeback", () => claimRakeback({ bonusId: 6, claimDate: "2026-03-09", customerDate: "2026-03-09T10:00:00", timeZone: "UTC" }), "POST", "https://api.test/api/user/rakeback-claim?timeZone=UTC&customerDate=2026-03-09T10%3A00%3A00&bonusId=6", { bonusId: 6, claimDate: "2026-03-09", customerDate: "2026-03-09T10:00:00" }, { amount: 1.5, bonusId: 6 }],
  ["getCalendarAward", () => getCalendarAward({ user: 2 }), "GET", "https://api.test/api/user/calendar-award?user=2", undefined, { ngr: 40, payout: 2, percent: 5, currencyCode: "EUR", nextAwardAt: "2026-03-09T10:30:00.000Z" }],
  ["getBonusCalendar", () => getBonusCalendar({ timeZone: "UTC" }), "GET", "https://api.test/api/admin/get-bonus-calendar?timeZone=UTC", undefined, { days: [{ date: "2026-03-09", dayOfWeek: 1, isToday: true, bonuses: [bonus] }] }],
  ["getVipLevels", () => getVipLevels("fi"), "GET", "https://api.test/api/admin/vip-levels?language=fi", undefined, { levels: [level], loyaltyLevelGroupSteps: [1] }],
  ["getVipProgress", () => getVipProgress("fi"), "GET", "https://api.test/api/user/vip-progress?language=fi", undefined, { level: 1, levelName: "Bronze I", group: 1, points: 0, nextLevel: 2, nextLevelName: "Bronze II", pointsToNext: 100, percent: 0, rakebackPercent: 0.5 }],
  ["getTournaments", () => getTournaments({ kind: "race" }), "GET", "https://api.test/api/admin/tournaments?kind=race", undefined, { rows: [tournament], count: 1 }],
  ["getTournamentLeaderboard", () => getTournamentLeaderboard(1, 5), "GET", "https://api.test/api/admin/tournaments/1/leaderboard?limit=5", undefined, { tournamentId: 1, rows: [entry], count: 1, me: null }],
  ["joinTournament", () => joinTournament(1), "POST", "https://api.test/api/user/tournaments/1/join", {}, { tournamentId: 1, joinedAt: "2026-03-09T10:00:00.000Z" }],
  ["getPromotions", () => getPromotions("de"), "GET", "https://api.test/api/admin/promotions?language=de", undefined, { rows: [promotion], count: 1 }],
  ["getPromotion", () => getPromotion("welcome offer"), "GET", "https://api.test/api/admin/promotions/welcome%20offer", undefined, { ...promotion, bodyHtml: "<p>b</p>", termsHtml: "<p>t</p>" }],
  ["getFreeMoney", () => getFreeMoney(), "GET", "https://api.test/api/admin/free-money", undefined, { bonuses: [bonus], rakeback: null, couponsEnabled: true, referAFriendPercent: 10 }],
];

describe("rewards calls", () => {
  it.each(cases)("%s sends the request and parses the answer", async (_, run, method, url, body, data) => {
    const fake = useFakeFetch(() => json({ success: true, data }));
    await run();
    expect(fake.last()).toMatchObject({ method, url, body: body ?? null });
  });

  it("rejects a bonus outside the contract", async () => {
    useFakeFetch(() => json({ success: true, data: { rows: [{ ...bonus, type: "reload" }], count: 1 } }));
    await expect(getAllBonus()).rejects.toMatchObject({ name: "DataLoadingError" });
  });

  it.each([
    ["UNIFIED_ERROR with its reference", { success: false, code: "UNIFIED_ERROR", message: "m", reference: "BA-1-2-X" }, { code: "UNIFIED_ERROR", reference: "BA-1-2-X" }],
    ["a code outside spec §8", { success: false, code: "BONUS_NOT_FOUND", message: "m" }, undefined],
  ])("reads the activation failure: %s", async (_, body, expected) => {
    useFakeFetch(() => json(body, 400));
    const error = await activateBonus({ bonusId: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(bonusActivationErrorOf(error)).toEqual(expected === undefined ? undefined : expect.objectContaining(expected));
  });
});

describe("query options", () => {
  it.each([
    [bonusesQueryOptions({ type: "deposit" }).queryKey, ["bonuses", { type: "deposit" }]],
    [bonusCalendarQueryOptions().queryKey, ["bonuses", "calendar", {}]],
    [userBonusesQueryOptions().queryKey, ["user-bonuses"]],
    [rakebackDaysQueryOptions().queryKey, ["rakeback", "days", {}]],
    [calendarAwardQueryOptions().queryKey, ["calendar-award", {}]],
    [vipLevelsQueryOptions("fi").queryKey, ["vip", "levels", "fi"]],
    [vipProgressQueryOptions("fi").queryKey, ["vip", "progress", "fi"]],
    [tournamentsQueryOptions().queryKey, ["tournaments", {}]],
    [tournamentLeaderboardQueryOptions(1).queryKey, ["tournaments", 1, "leaderboard", null]],
    [promotionsQueryOptions("de").queryKey, ["promotions", "list", "de"]],
    [promotionQueryOptions("x").queryKey, ["promotions", "x", null]],
    [freeMoneyQueryOptions().queryKey, ["free-money", {}]],
  ])("key %j starts with its entity", (key, expected) => {
    expect(key).toEqual(expected);
  });

  it("polls the rakeback calendar every 10 s and the calendar award every 15 s (spec §9)", () => {
    expect([rakebackDaysQueryOptions().refetchInterval, calendarAwardQueryOptions().refetchInterval]).toEqual([RAKEBACK_POLL_MS, CALENDAR_AWARD_POLL_MS]);
    expect([RAKEBACK_POLL_MS, CALENDAR_AWARD_POLL_MS]).toEqual([10_000, 15_000]);
  });

  it("refreshes the calendar and the wallet after a claim", async () => {
    useFakeFetch(() => json({ success: true, data: { amount: 1, bonusId: 6 } }));
    const client = new QueryClient();
    client.setQueryData(rakebackDaysQueryOptions().queryKey, { bonusId: 6, currencyCode: "EUR", days: [] });
    client.setQueryData(userDetailsQueryKey, {});
    const options = claimRakebackMutationOptions(client);
    const payload = { bonusId: 6, claimDate: "2026-03-09" };
    await options.onSuccess!(await options.mutationFn!(payload, {} as never), payload, undefined, {} as never);
    expect(client.getQueryState(rakebackDaysQueryOptions().queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(userDetailsQueryKey)?.isInvalidated).toBe(true);
  });
});
