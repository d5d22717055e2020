import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { localDate } from "@casino/domain";
import { fakeApi, ok, renderShellApp, userDetails, type FakeRoute } from "@casino/shell/test-support";
import { playerTimeZone } from "../activation/time-zone.ts";
import { someBonuses, noBonuses } from "../bonuses/bonus-fixtures.ts";
import { rakebackDays } from "../calendars/calendar-fixtures.ts";
import { signIn, startAsGuest } from "../calendars/calendar-test-kit.tsx";
import { rewardsHomeSections, rewardsPages } from "../index.ts";
import { PROMOTION } from "../promotions/bonus-fixtures.ts";
import { midLevelProgress } from "../vip/vip-fixtures.ts";

beforeEach(startAsGuest);
afterEach(startAsGuest);

const SECTIONS = ["hero", "promotions", "rewardsStatus", "vipProgress"];

function openHome(routes: Record<string, FakeRoute> = {}, brand: Record<string, unknown> = {}) {
  const api = fakeApi({
    "GET /api/user/get-user-details": () => ok(userDetails({ totalAmount: 100 })),
    "GET /api/admin/promotions": () => ok({ rows: [PROMOTION], count: 1 }),
    "GET /api/user/get-user-bonus": () => ok(someBonuses()),
    "GET /api/admin/get-rakeback-days": () => ok(rakebackDays(localDate(new Date(), playerTimeZone()))),
    "GET /api/user/vip-progress": () => ok(midLevelProgress),
    ...routes,
  });
  renderShellApp("/", { fetch: api.fetch, brand: { homeSections: SECTIONS, showRakebackCalendar: true, ...brand }, pages: rewardsPages, homeSections: rewardsHomeSections });
  return api;
}

const main = () => within(screen.getByRole("main"));

describe("the rewards' home sections", () => {
  it("show a guest the current promotions and nothing of a player's rewards", async () => {
    const { calls } = openHome();
    const promotions = await screen.findByRole("region", { name: "Current promotions" });
    expect(await within(promotions).findByRole("link", { name: "Welcome offer" })).toBeTruthy();
    expect(within(promotions).getByRole("link", { name: "All promotions" }).getAttribute("href")).toBe("/promotions");
    expect(main().queryByRole("region", { name: "Your rewards" })).toBeNull();
    expect(calls.some((call) => call.path === "/api/user/vip-progress" || call.path === "/api/user/get-user-bonus")).toBe(false);
  });

  it("show a player the active bonus's wagering, the cashback to claim and the VIP progress", async () => {
    signIn();
    openHome();
    const rewards = await screen.findByRole("region", { name: "Your rewards" });
    expect(await within(rewards).findByText("Active bonus: No-deposit €10")).toBeTruthy();
    expect(within(rewards).getByRole("progressbar", { name: "Wagering" }).getAttribute("aria-valuetext")).toBe("€100.00 of €400.00 wagered");
    expect(await within(rewards).findByText("Cashback to claim for 2 days.")).toBeTruthy();
    expect(within(rewards).getByRole("link", { name: "Claim your cashback" }).getAttribute("href")).toBe("/cashback");
    expect(await screen.findByRole("heading", { name: "Your VIP level: Silver" })).toBeTruthy();
    expect(main().getByRole("link", { name: "See the VIP club" }).getAttribute("href")).toBe("/vip-club");
  });

  it("lead a player without a bonus to the promotions, and leave the cashback out in a brand without the calendar", async () => {
    signIn();
    const { calls } = openHome({ "GET /api/user/get-user-bonus": () => ok(noBonuses) }, { showRakebackCalendar: false });
    const rewards = await screen.findByRole("region", { name: "Your rewards" });
    expect(await within(rewards).findByText("You have no active bonus.")).toBeTruthy();
    expect(within(rewards).getByRole("link", { name: "See promotions" }).getAttribute("href")).toBe("/promotions");
    expect(within(rewards).queryByRole("link", { name: /cashback/i })).toBeNull();
    expect(calls.some((call) => call.path === "/api/admin/get-rakeback-days")).toBe(false);
  });

  it("show a failed read as Data loading error with Retry in its section", async () => {
    signIn();
    openHome({ "GET /api/user/vip-progress": () => ({ status: 500, body: { success: false, code: "INTERNAL", message: "x" } }) });
    await screen.findByRole("region", { name: "Your rewards" });
    expect(await main().findByText("Data loading error")).toBeTruthy();
    expect(main().getByRole("button", { name: "Retry" })).toBeTruthy();
  });
});
