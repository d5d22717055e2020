import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addDays, localDate } from "@casino/domain";
import { failure, fakeApi, ok, userDetails, type FakeRoute } from "@casino/shell/test-support";
import { calendarAward, CALENDAR_BONUS_ID, rakebackDays } from "./calendar-fixtures.ts";
import { renderCalendarApp, signIn, startAsGuest } from "./calendar-test-kit.tsx";
import { playerTimeZone } from "../activation/time-zone.ts";

beforeEach(startAsGuest);
afterEach(startAsGuest);

const today = () => localDate(new Date(), playerTimeZone());
const inHalfAnHour = () => new Date(Date.now() + 30 * 60_000).toISOString();

/** A player's server: the calendar answers what `server.days` holds; a claim goes through `claim`. */
function openAsPlayer(path: string, routes: Record<string, FakeRoute> = {}) {
  signIn();
  const server = { days: rakebackDays(today()), award: calendarAward(inHalfAnHour()) };
  const api = fakeApi({
    "GET /api/user/get-user-details": () => ok(userDetails({ totalAmount: 100 })),
    "GET /api/admin/get-rakeback-days": () => ok(server.days),
    "GET /api/user/calendar-award": () => ok(server.award),
    ...routes,
  });
  return { ...api, server, ...renderCalendarApp(path, { fetch: api.fetch }) };
}

const count = (calls: Array<{ method: string; path: string }>, method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path).length;

describe("a player's rakeback calendar", () => {
  it("shows the 28 days, today's award and claims today's cashback once, then reads the calendar and balance again", async () => {
    let release: () => void = () => undefined;
    let query: URLSearchParams | undefined;
    const { calls, server } = openAsPlayer("/cashback", {
      "POST /api/user/rakeback-claim": async ({ url }) => {
        query = url.searchParams;
        await new Promise<void>((resolve) => (release = resolve));
        server.days = rakebackDays(today(), undefined, [0, 2]);
        return ok({ amount: 3.2, bonusId: CALENDAR_BONUS_ID });
      },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Cashback" })).toBeTruthy();
    const calendar = await screen.findByRole("list", { name: "Rakeback calendar, 28 days" });
    expect(within(calendar).getAllByRole("listitem")).toHaveLength(28);
    expect(screen.getByText("Today's net losses")).toBeTruthy();
    expect(screen.getByRole("timer").textContent).toMatch(/^(29:5\d|30:00)$/);
    // Today's and yesterday's amounts can be claimed; two days ago was paid.
    const buttons = within(calendar).getAllByRole("button", { name: /^Claim / });
    expect(buttons).toHaveLength(2);
    expect(within(calendar).getAllByText("Claimed")).toHaveLength(1);

    const user = userEvent.setup();
    const claimToday = within(calendar).getByRole("button", { name: /^Claim €3\.20 for / });
    await user.click(claimToday);
    await user.click(claimToday);
    await waitFor(() => expect(within(calendar).getByRole("button", { name: /^Claim €1\.15 for / }).hasAttribute("disabled")).toBe(true));
    const detailsBefore = count(calls, "GET", "/api/user/get-user-details");
    const daysBefore = count(calls, "GET", "/api/admin/get-rakeback-days");
    release();

    expect(await screen.findByText("Cashback claimed: €3.20 has been added to your balance.")).toBeTruthy();
    expect(count(calls, "POST", "/api/user/rakeback-claim")).toBe(1);
    const post = calls.find((call) => call.method === "POST" && call.path === "/api/user/rakeback-claim")!;
    expect(post.body).toMatchObject({ bonusId: CALENDAR_BONUS_ID, claimDate: today() });
    const customerDate = (post.body as { customerDate: string }).customerDate;
    expect(customerDate).toMatch(new RegExp(`^${today()} \\d\\d:\\d\\d:\\d\\d$`));
    expect(Object.fromEntries(query!)).toEqual({ timeZone: playerTimeZone(), customerDate, bonusId: String(CALENDAR_BONUS_ID) });
    await waitFor(() => expect(within(calendar).getAllByText("Claimed")).toHaveLength(2));
    expect(count(calls, "GET", "/api/admin/get-rakeback-days")).toBeGreaterThan(daysBefore);
    expect(count(calls, "GET", "/api/user/get-user-details")).toBeGreaterThan(detailsBefore);
  });

  it("shows a refused claim in the error dialog with its reason, and reads the calendar again", async () => {
    const { calls } = openAsPlayer("/cashback", {
      "POST /api/user/rakeback-claim": () => failure(409, "ALREADY_CLAIMED", "This day's rakeback has already been claimed"),
    });
    const user = userEvent.setup();
    const yesterday = await screen.findByRole("button", { name: /^Claim €1\.15 for / });
    const reads = count(calls, "GET", "/api/admin/get-rakeback-days");
    await user.click(yesterday);
    const dialog = await screen.findByRole("alertdialog", { name: "Cashback not claimed" });
    expect(within(dialog).getByText("You have already claimed the cashback of this day.")).toBeTruthy();
    // Well before the 10 s poll would.
    await waitFor(() => expect(count(calls, "GET", "/api/admin/get-rakeback-days")).toBeGreaterThan(reads), { timeout: 2_000 });
    await user.click(within(dialog).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(screen.queryByText(/Cashback claimed/)).toBeNull();
  });

  it("a malformed calendar shows Data loading error, and Retry brings it", async () => {
    let malformed = true;
    openAsPlayer("/cashback", {
      "GET /api/admin/get-rakeback-days": () => (malformed ? ok({ days: "soon" }) : ok(rakebackDays(today()))),
    });
    expect(await screen.findByText("Data loading error")).toBeTruthy();
    malformed = false;
    await userEvent.setup().click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("list", { name: "Rakeback calendar, 28 days" })).toBeTruthy();
  });

  it("a malformed award shows Data loading error in its own place; the calendar still works", async () => {
    openAsPlayer("/cashback", { "GET /api/user/calendar-award": () => ok({ ngr: "lots" }) });
    const award = await screen.findByRole("region", { name: "Today's award" });
    expect(await within(award).findByText("Data loading error")).toBeTruthy();
    expect(await screen.findAllByRole("button", { name: /^Claim / })).toHaveLength(2);
  });

  it("reads the award and the calendar again when the timer reaches zero", async () => {
    const { calls, server } = openAsPlayer("/cashback");
    server.award = calendarAward(new Date(Date.now() + 1_200).toISOString());
    expect(await screen.findByRole("timer")).toBeTruthy();
    const awards = count(calls, "GET", "/api/user/calendar-award");
    const days = count(calls, "GET", "/api/admin/get-rakeback-days");
    server.award = calendarAward(inHalfAnHour());
    await waitFor(() => expect(count(calls, "GET", "/api/user/calendar-award")).toBeGreaterThan(awards), { timeout: 4_000 });
    expect(count(calls, "GET", "/api/admin/get-rakeback-days")).toBeGreaterThan(days);
    await waitFor(() => expect(screen.getByRole("timer").textContent).toMatch(/^(29:5\d|30:00)$/));
  });

  it("with nothing earned yet says how cashback comes, and offers no claim", async () => {
    const { server } = openAsPlayer("/cashback");
    server.days = rakebackDays(today(), {}, []);
    expect(await screen.findByText(/^No cashback yet/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the casino" })).toBeTruthy();
    expect(screen.queryAllByRole("button", { name: /^Claim / })).toEqual([]);
  });

  it("opens over any page as ?modal=rakeback", async () => {
    openAsPlayer("/?modal=rakeback");
    const dialog = await screen.findByRole("dialog", { name: "Rewards calendar" });
    expect(await within(dialog).findByRole("list", { name: "Rakeback calendar, 28 days" })).toBeTruthy();
    expect(within(dialog).getAllByRole("button", { name: /^Claim / })).toHaveLength(2);
  });
});

describe("a guest", () => {
  it("sees a demo calendar with amounts up to today, nothing to claim and a call to log in", async () => {
    const { fetch, calls } = fakeApi({});
    renderCalendarApp("/cashback", { fetch });
    const calendar = await screen.findByRole("list", { name: "Rakeback calendar, 28 days" });
    const cells = within(calendar).getAllByRole("listitem");
    expect(cells).toHaveLength(28);
    expect(within(calendar).queryAllByRole("button")).toEqual([]);
    const todayCell = cells.find((cell) => cell.getAttribute("aria-current") === "date")!;
    expect(within(todayCell).getByText(/€\d+\.\d\d/)).toBeTruthy();
    const tomorrow = cells.find((cell) => cell.querySelector("time")?.getAttribute("datetime") === addDays(today(), 1));
    if (tomorrow) expect(within(tomorrow).queryByText(/€/)).toBeNull();
    expect(screen.getByRole("link", { name: "Log in to claim your cashback" }).getAttribute("href")).toContain("modal=login");
    expect(calls.filter((call) => call.path.includes("rakeback") || call.path.includes("calendar-award"))).toEqual([]);
    expect(screen.getByRole("link", { name: "Log in to claim your cashback" }).getAttribute("href")).not.toContain("redirect");
  });


  it("in ?modal=rakeback, is sent to log in and back to the calendar", async () => {
    const { fetch } = fakeApi({});
    renderCalendarApp("/casino?modal=rakeback", { fetch });
    const dialog = await screen.findByRole("dialog", { name: "Rewards calendar" });
    const href = (await within(dialog).findByRole("link", { name: "Log in to claim your cashback" })).getAttribute("href")!;
    const search = new URLSearchParams(href.split("?")[1]);
    expect(search.get("modal")).toBe("login");
    expect(search.get("redirect")).toBe("/casino?modal=rakeback");
  });
});

describe("a brand without the rewards calendar", () => {
  it("says so and points to the promotions", async () => {
    const { fetch } = fakeApi({});
    renderCalendarApp("/cashback", { fetch, brand: { showRakebackCalendar: false } });
    expect(await screen.findByText("The rewards calendar is not offered here.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See promotions" }).getAttribute("href")).toBe("/promotions");
    expect(screen.queryByRole("list", { name: "Rakeback calendar, 28 days" })).toBeNull();
  });
});
