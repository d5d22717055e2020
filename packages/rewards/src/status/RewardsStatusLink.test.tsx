import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { localDate } from "@casino/domain";
import { fakeApi, ok, renderShellApp, userDetails } from "@casino/shell/test-support";
import { rakebackDays } from "../calendars/calendar-fixtures.ts";
import { signIn, startAsGuest } from "../calendars/calendar-test-kit.tsx";
import { playerTimeZone } from "../activation/time-zone.ts";
import { rewardsHeaderItems } from "../index.ts";

beforeEach(startAsGuest);
afterEach(startAsGuest);

const today = () => localDate(new Date(), playerTimeZone());

function openHome(days: ReturnType<typeof rakebackDays>, brand: Record<string, unknown> = { showRakebackCalendar: true }) {
  const api = fakeApi({
    "GET /api/user/get-user-details": () => ok(userDetails({ totalAmount: 100 })),
    "GET /api/admin/get-rakeback-days": () => ok(days),
  });
  renderShellApp("/", { fetch: api.fetch, brand, headerItems: rewardsHeaderItems });
  return api;
}

const banner = () => screen.getByRole("banner");

describe("the rewards status in the player's header", () => {
  it("leads to the rakeback calendar with a badge while cashback waits to be claimed", async () => {
    signIn();
    openHome(rakebackDays(today()));
    const link = await screen.findByRole("link", { name: "Rewards: cashback to claim" });
    expect(banner().contains(link)).toBe(true);
    expect(link.getAttribute("href")).toBe("/cashback");
    expect(link.textContent).toBe("2");
  });

  it("leads to My bonuses, without a badge, when nothing is to claim", async () => {
    signIn();
    const { calls } = openHome(rakebackDays(today(), {}));
    await waitFor(() => expect(calls.some((call) => call.path === "/api/admin/get-rakeback-days")).toBe(true));
    const link = await screen.findByRole("link", { name: "Rewards" });
    expect(link.getAttribute("href")).toBe("/bonuses");
    expect(link.textContent).toBe("");
  });

  it("does not read the calendar in a brand without it, and still leads to My bonuses", async () => {
    signIn();
    const { calls } = openHome(rakebackDays(today()), { showRakebackCalendar: false });
    expect((await screen.findByRole("link", { name: "Rewards" })).getAttribute("href")).toBe("/bonuses");
    expect(calls.some((call) => call.path === "/api/admin/get-rakeback-days")).toBe(false);
  });

  it("is not shown to a guest", async () => {
    const { calls } = openHome(rakebackDays(today()));
    expect(await screen.findByRole("link", { name: "Log in" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: /^Rewards/ })).toBeNull();
    expect(calls.some((call) => call.path === "/api/admin/get-rakeback-days")).toBe(false);
  });
});
