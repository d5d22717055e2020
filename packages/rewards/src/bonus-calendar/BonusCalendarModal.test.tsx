import { configure, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ok } from "@casino/shell/test-support";
import { DEPOSIT_BONUS, FREE_SPINS_BONUS, NO_DEPOSIT_BONUS } from "../promotions/bonus-fixtures.ts";
import { openRewards, startAsGuest } from "../test/render-app.tsx";

configure({ reactStrictMode: true });
beforeEach(startAsGuest);
afterEach(startAsGuest);

const day = (date: string, dayOfWeek: number, bonuses: unknown[], isToday = false) => ({ date, dayOfWeek, isToday, bonuses });
const WEEK = {
  days: [
    day("2026-11-23", 1, [DEPOSIT_BONUS]),
    day("2026-11-24", 2, []),
    day("2026-11-25", 3, []),
    day("2026-11-26", 4, []),
    day("2026-11-27", 5, [NO_DEPOSIT_BONUS], true),
    day("2026-11-28", 6, [FREE_SPINS_BONUS]),
    day("2026-11-29", 7, []),
  ],
};
const CALENDAR_ON = { showProfileCalendar: true, showRakebackCalendar: true };

function openCalendar(brand: Record<string, unknown> = CALENDAR_ON) {
  return openRewards("/?modal=calendar", { "GET /api/admin/get-bonus-calendar": () => ok(WEEK) }, { brand });
}

describe("?modal=calendar", () => {
  it("shows the week by day with only today's bonuses claimable", async () => {
    const { calls } = openCalendar();
    const dialog = await screen.findByRole("dialog", { name: "Bonus calendar" });
    expect(await within(dialog).findAllByRole("heading", { level: 3 })).toHaveLength(7);
    const today = within(dialog).getByRole("listitem", { current: "date" });
    expect(within(today).getByText("€10 free")).toBeTruthy();
    expect(within(today).getByRole("button", { name: "Claim" })).toBeTruthy();
    expect(within(dialog).getByText("Can be claimed on Saturday, November 28.")).toBeTruthy();
    expect(within(dialog).getAllByRole("button", { name: /Claim|Get it/ })).toHaveLength(1);
    expect(within(dialog).getByRole("link", { name: "Open the rewards calendar" }).getAttribute("href")).toContain("modal=rakeback");
    const request = calls.find((call) => call.path === "/api/admin/get-bonus-calendar");
    expect(request).toBeTruthy();
  });

  it("claims today's bonus from the calendar", async () => {
    const { user, posts } = openRewards(
      "/?modal=calendar",
      {
        "GET /api/admin/get-bonus-calendar": () => ok(WEEK),
        "POST /api/user/bonus/activate": () => ({ status: 400, body: { success: false, code: "VALID_ON_DAYS", message: "x" } }),
      },
      { brand: CALENDAR_ON },
    );
    const dialog = await screen.findByRole("dialog", { name: "Bonus calendar" });
    await user.click(await within(dialog).findByRole("button", { name: "Claim" }));
    expect(await within(dialog).findByText("This bonus can only be activated on certain days of the week.")).toBeTruthy();
    expect(posts("/api/user/bonus/activate")[0]?.body).toMatchObject({ bonusId: NO_DEPOSIT_BONUS.id });
  });

  it("honours showProfileCalendar and showRakebackCalendar", async () => {
    const { calls } = openCalendar({ showProfileCalendar: false, showRakebackCalendar: false });
    const dialog = await screen.findByRole("dialog", { name: "Bonus calendar" });
    expect(await within(dialog).findByText("The bonus calendar is not available.")).toBeTruthy();
    expect(within(dialog).queryByRole("link", { name: "Open the rewards calendar" })).toBeNull();
    expect(calls.some((call) => call.path === "/api/admin/get-bonus-calendar")).toBe(false);
  });

  it("shows a load error with Retry for a malformed answer", async () => {
    openRewards("/?modal=calendar", { "GET /api/admin/get-bonus-calendar": () => ok({ days: [{ date: 5 }] }) }, { brand: CALENDAR_ON });
    const dialog = await screen.findByRole("dialog", { name: "Bonus calendar" });
    expect(await within(dialog).findByText("Data loading error")).toBeTruthy();
  });
});
