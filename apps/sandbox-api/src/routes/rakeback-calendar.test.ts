import { CalendarAwardResponseSchema, RakebackClaimResponseSchema, RakebackDaysResponseSchema } from "@casino/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addRakeback } from "../repos/rakeback-days.ts";
import { withClock } from "../test/contract.ts";
import { addRound, createRewardsPlayer, createRewardsTestApp, walletOf, type RewardsTestApp } from "./bonus-test-kit.ts";
import { call, errorCode, parseWith } from "./catalog-test-kit.ts";

// Monday 2026-03-09; the test moves the clock to the Sunday of the same week where needed.
const MONDAY = new Date("2026-03-09T10:00:00.000Z");
const SUNDAY = new Date("2026-03-15T10:00:00.000Z");

let t: RewardsTestApp;
let calendarId: number;
beforeAll(() => {
  t = createRewardsTestApp({ start: MONDAY });
  calendarId = t.db.prepare("SELECT id FROM bonuses WHERE slug = 'daily-rakeback'").pluck().get() as number;
});
afterAll(() => t.close());

function playerWithDays(amounts: Record<string, number>) {
  const player = createRewardsPlayer(t);
  for (const [date, amount] of Object.entries(amounts)) addRakeback(t.db, { userId: player.userId, bonusId: calendarId, date, currency: "EUR", amount });
  return player;
}

const daysAt = async (at: Date, headers: Record<string, string> = {}, query = "") => {
  const res = await withClock(t, () => at).request(`/api/admin/get-rakeback-days${query}`, { headers });
  expect(res.status).toBe(200);
  return parseWith(RakebackDaysResponseSchema, await res.json()).data;
};

const claim = (player: { headers: Record<string, string> }, claimDate: string, query = "") =>
  call(t, `/api/user/rakeback-claim?timeZone=UTC&customerDate=${claimDate}T12:00:00${query}`, {
    method: "POST",
    body: { bonusId: calendarId, claimDate, customerDate: `${claimDate}T12:00:00` },
    headers: player.headers,
  });

describe("GET /api/admin/get-rakeback-days", () => {
  it.each([
    ["a Monday", MONDAY, "2026-03-09", "2026-03-08"],
    ["a Sunday", SUNDAY, "2026-03-15", "2026-03-14"],
  ])("on %s shows 28 days from the Monday of last week, only today and yesterday claimable", async (_, at, today, yesterday) => {
    const player = playerWithDays({ "2026-03-02": 100, "2026-03-08": 200, "2026-03-09": 300, "2026-03-14": 400, "2026-03-15": 500, "2026-03-16": 600 });
    const { days, bonusId, currencyCode } = await daysAt(at, player.headers);
    expect({ bonusId, currencyCode, count: days.length, first: days[0]?.canClaimDate, last: days.at(-1)?.canClaimDate }).toEqual({
      bonusId: calendarId, currencyCode: "EUR", count: 28, first: "2026-03-02", last: "2026-03-29",
    });
    expect(days.filter((d) => d.claimable).map((d) => d.canClaimDate)).toEqual([yesterday, today]);
    expect(days.find((d) => d.canClaimDate === today)).toMatchObject({ state: "active", paidAt: null });
    expect(days.filter((d) => d.state === "ended").every((d) => d.canClaimDate < today)).toBe(true);
    expect(days.filter((d) => d.state === "closed").every((d) => d.canClaimDate > today)).toBe(true);
    expect(days.find((d) => d.canClaimDate === "2026-03-02")?.amount).toBe(1);
  });

  it("shows a guest the window with nothing claimable", async () => {
    const { days } = await daysAt(MONDAY);
    expect(days).toHaveLength(28);
    expect(days.every((d) => d.amount === 0 && !d.claimable)).toBe(true);
  });

  it.each([
    ["another player's calendar", (owner: number) => `?user=${owner}`, true, 404, "CALENDAR_NOT_FOUND"],
    ["a player's calendar without a token", (owner: number) => `?user=${owner}`, false, 401, "UNAUTHORIZED"],
    ["a bonus that is no calendar", () => "?bonusId=1", true, 404, "BONUS_NOT_FOUND"],
    ["an unknown time zone", () => "?timeZone=Mars/Base", true, 400, "INVALID_TIME_ZONE"],
  ])("refuses %s", async (_, query, withToken, status, code) => {
    const owner = playerWithDays({ "2026-03-09": 300 });
    const other = createRewardsPlayer(t);
    const res = await call(t, `/api/admin/get-rakeback-days${query(owner.userId)}`, { headers: withToken ? other.headers : {} });
    expect([res.status, errorCode(res)]).toEqual([status, code]);
  });
});

describe("POST /api/user/rakeback-claim", () => {
  it("credits the day once; a second claim is ALREADY_CLAIMED", async () => {
    const player = playerWithDays({ "2026-03-08": 250 });
    const first = await claim(player, "2026-03-08");
    expect(parseWith(RakebackClaimResponseSchema, first.body).data).toEqual({ amount: 2.5, bonusId: calendarId });
    const second = await claim(player, "2026-03-08");
    expect([second.status, errorCode(second)]).toEqual([409, "ALREADY_CLAIMED"]);
    expect(walletOf(t, player.userId)).toEqual({ cash: 250, nonCash: 0 });
    const entries = t.db.prepare("SELECT count(*) FROM ledger_entries WHERE user_id = ? AND kind = 'rakeback'").pluck().get(player.userId);
    expect(entries).toBe(1);
    const { days } = await daysAt(MONDAY, player.headers);
    expect(days.find((d) => d.canClaimDate === "2026-03-08")).toMatchObject({ paidAt: MONDAY.toISOString(), claimable: false });
  });

  it.each([
    ["two days ago", "2026-03-07", "", 400, "NOT_CLAIMABLE"],
    ["tomorrow", "2026-03-10", "", 400, "NOT_CLAIMABLE"],
    ["a day without rakeback", "2026-03-09", "", 400, "NOTHING_TO_CLAIM"],
    ["a query bonusId that is not the body's", "2026-03-09", "&bonusId=1", 400, "VALIDATION_ERROR"],
  ])("refuses %s", async (_, date, query, status, code) => {
    const player = playerWithDays({ "2026-03-07": 100, "2026-03-10": 100 });
    const res = await claim(player, date, query);
    expect([res.status, errorCode(res)]).toEqual([status, code]);
  });

  it("cannot claim another player's rakeback", async () => {
    const owner = playerWithDays({ "2026-03-09": 300 });
    const other = createRewardsPlayer(t);
    const res = await claim(other, "2026-03-09");
    expect(errorCode(res)).toBe("NOTHING_TO_CLAIM");
    expect(walletOf(t, other.userId)).toBeUndefined();
    const { days } = await daysAt(MONDAY, owner.headers);
    expect(days.find((d) => d.canClaimDate === "2026-03-09")).toMatchObject({ amount: 3, claimable: true });
  });

  it("needs a token", async () => {
    const res = await call(t, "/api/user/rakeback-claim", { method: "POST", body: { bonusId: calendarId, claimDate: "2026-03-09" } });
    expect(res.status).toBe(401);
  });
});

describe("GET /api/user/calendar-award", () => {
  it("answers today's NGR, the VIP cashback percent, the payout and the next half hour", async () => {
    const player = createRewardsPlayer(t);
    addRound(t, player.userId, 50, 10);
    const res = await call(t, `/api/user/calendar-award?user=${player.userId}`, { headers: player.headers });
    // Bronze I pays 5 % of the 40 EUR lost today.
    expect(parseWith(CalendarAwardResponseSchema, res.body).data).toEqual({
      ngr: 40, payout: 2, percent: 5, currencyCode: "EUR", nextAwardAt: "2026-03-09T10:30:00.000Z",
    });
  });

  it.each([
    ["a guest", false, false, 401],
    ["another player's award", true, true, 404],
  ])("refuses %s", async (_, withToken, otherUser, status) => {
    const player = createRewardsPlayer(t);
    const other = createRewardsPlayer(t);
    const res = await call(t, `/api/user/calendar-award${otherUser ? `?user=${other.userId}` : ""}`, { headers: withToken ? player.headers : {} });
    expect(res.status).toBe(status);
  });
});
