import { describe, expect, it } from "vitest";
import { rakebackDays } from "../calendars/calendar-fixtures.ts";
import { rewardsStatus } from "./rewards-status.ts";

const TODAY = "2026-03-09"; // a Monday

describe("rewardsStatus: the header's badge and where its link leads", () => {
  it.each([
    ["no calendar (brand without it, or not read yet)", undefined, 0, "bonuses"],
    ["today's and yesterday's cashback unpaid", rakebackDays(TODAY).days, 2, "cashback"],
    ["only today's above zero", rakebackDays(TODAY, { 0: 1 }).days, 1, "cashback"],
    ["yesterday's already claimed, today's zero", rakebackDays(TODAY, { 0: 0, 1: 2 }, [1]).days, 0, "bonuses"],
    ["an older unpaid day no longer counts", rakebackDays(TODAY, { 2: 5 }, []).days, 0, "bonuses"],
    ["nothing earned", rakebackDays(TODAY, {}).days, 0, "bonuses"],
  ] as const)("%s", (_, days, claimable, page) => {
    expect(rewardsStatus(days, TODAY)).toEqual({ claimable, page });
  });

  it("takes the server's today (the active day) over the device's date", () => {
    // The device is a day ahead: its "today" would make yesterday's amount two days old.
    expect(rewardsStatus(rakebackDays(TODAY, { 1: 2 }, []).days, "2026-03-10")).toEqual({ claimable: 1, page: "cashback" });
  });
});
