import { RakebackClaimResponseSchema } from "@casino/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addRakeback } from "../repos/rakeback-days.ts";
import { createRewardsPlayer, createRewardsTestApp, walletOf, type RewardsTestApp } from "./bonus-test-kit.ts";
import { call, errorCode, parseWith } from "./catalog-test-kit.ts";

// Issue 26 point 5: the player's zone decides today and yesterday for a claim, and a day pays once however many
// claims arrive together. Monday 2026-03-09 23:30 UTC is Tuesday 00:30 in Malta and Monday 16:30 in Los Angeles.
const LATE_MONDAY = new Date("2026-03-09T23:30:00.000Z");

let t: RewardsTestApp;
let calendarId: number;
beforeAll(() => {
  t = createRewardsTestApp({ start: LATE_MONDAY });
  calendarId = t.db.prepare("SELECT id FROM bonuses WHERE slug = 'daily-rakeback'").pluck().get() as number;
});
afterAll(() => t.close());

function playerWithDays(dates: readonly string[]) {
  const player = createRewardsPlayer(t);
  for (const date of dates) addRakeback(t.db, { userId: player.userId, bonusId: calendarId, date, currency: "EUR", amount: 150 });
  return player;
}

const claim = (player: { headers: Record<string, string> }, claimDate: string, timeZone: string) =>
  call(t, `/api/user/rakeback-claim?timeZone=${encodeURIComponent(timeZone)}&bonusId=${calendarId}`, {
    method: "POST",
    body: { bonusId: calendarId, claimDate, customerDate: `${claimDate} 12:00:00` },
    headers: player.headers,
  });

describe("POST /api/user/rakeback-claim in the player's zone", () => {
  it.each([
    ["UTC", "2026-03-09", 200, undefined],
    ["UTC", "2026-03-08", 200, undefined],
    ["UTC", "2026-03-10", 400, "NOT_CLAIMABLE"],
    ["Europe/Malta", "2026-03-10", 200, undefined],
    ["Europe/Malta", "2026-03-09", 200, undefined],
    ["Europe/Malta", "2026-03-08", 400, "NOT_CLAIMABLE"],
    ["America/Los_Angeles", "2026-03-08", 200, undefined],
    ["America/Los_Angeles", "2026-03-10", 400, "NOT_CLAIMABLE"],
    ["Mars/Olympus", "2026-03-09", 400, "INVALID_TIME_ZONE"],
  ])("in %s, %s answers %i %s", async (zone, date, status, code) => {
    const player = playerWithDays(["2026-03-08", "2026-03-09", "2026-03-10"]);
    const res = await claim(player, date, zone);
    expect([res.status, errorCode(res)]).toEqual([status, code]);
    expect(walletOf(t, player.userId)?.cash ?? 0).toBe(status === 200 ? 150 : 0);
  });

  it("pays a day once when five claims arrive together", async () => {
    const player = playerWithDays(["2026-03-09"]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => claim(player, "2026-03-09", "UTC")));
    const paid = answers.filter((res) => res.status === 200);
    expect(paid).toHaveLength(1);
    expect(parseWith(RakebackClaimResponseSchema, paid[0]!.body).data).toEqual({ amount: 1.5, bonusId: calendarId });
    expect(answers.filter((res) => res.status !== 200).map(errorCode)).toEqual(Array(4).fill("ALREADY_CLAIMED"));
    expect(walletOf(t, player.userId)).toEqual({ cash: 150, nonCash: 0 });
  });
});
