import { describe, expect, it } from "vitest";
import { CALENDAR_DAYS } from "@casino/domain";
import { demoDays, playerDays, todayOf } from "./calendar-days.ts";
import { rakebackDays, seededRandom } from "./calendar-fixtures.ts";

const TODAY = "2026-03-11"; // a Wednesday

describe("playerDays", () => {
  const days = playerDays(rakebackDays(TODAY).days, TODAY);
  const byDate = (date: string) => days.find((day) => day.date === date)!;

  it.each([
    ["today, unpaid", "2026-03-11", { state: "active", amount: 3.2, paid: false, claimable: true }],
    ["yesterday, unpaid", "2026-03-10", { state: "ended", amount: 1.15, paid: false, claimable: true }],
    ["two days ago, paid", "2026-03-09", { state: "ended", amount: 2.4, paid: true, claimable: false }],
    ["three days ago, never claimed", "2026-03-08", { state: "ended", amount: 0.9, paid: false, claimable: false }],
    ["tomorrow, closed with nothing yet", "2026-03-12", { state: "closed", amount: null, paid: false, claimable: false }],
  ])("%s (%s)", (_, date, expected) => {
    expect(byDate(date)).toEqual({ date, ...expected });
  });

  it("never offers a zero amount or a paid today", () => {
    const view = playerDays(rakebackDays(TODAY, { 0: 0, 1: 4 }, [1]).days, TODAY);
    expect(view.filter((day) => day.claimable)).toEqual([]);
  });

  it("takes today from the server's active day, else the fallback", () => {
    expect(todayOf(rakebackDays(TODAY).days, "2026-03-12")).toBe(TODAY);
    expect(todayOf([], "2026-03-12")).toBe("2026-03-12");
  });
});

describe("demoDays", () => {
  it.each([["a Monday", "2026-03-09"], ["a Wednesday", TODAY], ["a Sunday", "2026-03-15"]])("on %s: amounts up to today, none after, nothing claimable", (_, today) => {
    const days = demoDays(today, seededRandom());
    expect(days).toHaveLength(CALENDAR_DAYS);
    for (const day of days) {
      expect(day.claimable).toBe(false);
      expect(day.paid).toBe(false);
      if (day.date > today) expect(day.amount).toBeNull();
      else expect(day.amount).toBeGreaterThanOrEqual(0.5);
      if (day.amount !== null) expect(day.amount).toBeLessThanOrEqual(25);
    }
    expect(days.find((day) => day.date === today)?.state).toBe("active");
  });

  it("draws its amounts at random", () => {
    const amounts = (random: () => number) => demoDays(TODAY, random).map((day) => day.amount);
    expect(amounts(seededRandom(1))).not.toEqual(amounts(seededRandom(2)));
    expect(new Set(amounts(seededRandom(3)).filter((amount) => amount !== null)).size).toBeGreaterThan(5);
  });
});
