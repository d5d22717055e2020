import { act, configure, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { failure, ok } from "@casino/shell/test-support";
import { dailyDeposit100, limitsOf } from "./limits-fixtures.ts";
import { openLimits, refusal, startAsGuest } from "./limits-test-kit.ts";

configure({ reactStrictMode: true });
beforeEach(startAsGuest);
afterEach(startAsGuest);

const LIMITS = "/api/user/limits";
const region = (name: string) => screen.findByRole("region", { name });

describe("the limits page", () => {
  it("shows each deposit limit's amount, what is used and left, and when the day resets", async () => {
    openLimits({ [`GET ${LIMITS}`]: () => ok(limitsOf({ dailyDepositLimit: dailyDeposit100 })) });
    expect(await screen.findByRole("status", { name: "Loading your limits" })).toBeTruthy();
    const daily = await region("Daily deposit limit");
    const fact = (term: string) => within(daily).getByText(term).nextElementSibling?.textContent;
    expect([fact("Limit"), fact("Used"), fact("Left")]).toEqual(["€100.00", "€25.00", "€75.00"]);
    expect(daily.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-27T23:00:00.000Z");
    expect(within(await region("Weekly deposit limit")).getByText("No limit set.")).toBeTruthy();
    expect(within(await region("Maximum bet")).getByRole("textbox", { name: "Set a limit" })).toBeTruthy();
    expect(screen.getByText(/reset in the time zone Europe\/Malta/)).toBeTruthy();
  });

  it("asks a guest to log in", async () => {
    openLimits({}, { loggedIn: false });
    expect(await screen.findByText("Log in to set your limits.")).toBeTruthy();
  });

  it("shows Data loading error with Retry when the limits cannot be read", async () => {
    let fail = true;
    const { user } = openLimits({ [`GET ${LIMITS}`]: () => (fail ? ok({ limits: "nonsense" }) : ok(limitsOf())) });
    expect(await screen.findByText("Data loading error")).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await region("Daily deposit limit")).toBeTruthy();
  });

  it("lowers a limit at once with one request, sending the device's time zone", async () => {
    const { user, sent } = openLimits({
      [`GET ${LIMITS}`]: () => ok(limitsOf({ dailyDepositLimit: dailyDeposit100 })),
      [`PUT ${LIMITS}`]: () => ok(limitsOf({ dailyDepositLimit: { ...dailyDeposit100, amount: 50, left: 25 } })),
    });
    const daily = await region("Daily deposit limit");
    await user.type(within(daily).getByRole("textbox", { name: "New limit" }), "50");
    await user.dblClick(within(daily).getByRole("button", { name: "Save" }));
    expect(await within(daily).findByText("Limit saved: €50.00 applies now.")).toBeTruthy();
    expect(sent("PUT", LIMITS)).toEqual([{ dailyDepositLimit: 50, timeZone: expect.any(String) as string }]);
    expect(within(daily).getByText("Limit").nextElementSibling?.textContent).toBe("€50.00");
  });

  it("checks the amount before sending it", async () => {
    const { user, sent } = openLimits({ [`GET ${LIMITS}`]: () => ok(limitsOf()) });
    const daily = await region("Daily deposit limit");
    const field = within(daily).getByRole("textbox", { name: "Set a limit" });
    await user.type(field, "0");
    await user.click(within(daily).getByRole("button", { name: "Save" }));
    expect(await within(daily).findByText("The amount must be greater than zero")).toBeTruthy();
    await user.clear(field);
    await user.type(field, "10.505");
    await user.click(within(daily).getByRole("button", { name: "Save" }));
    expect(await within(daily).findByText("Use at most 2 decimals")).toBeTruthy();
    expect(sent("PUT", LIMITS)).toEqual([]);
  });

  it("shows a raise as pending with its countdown, and cancels it with one request", async () => {
    const raised = limitsOf({ dailyDepositLimit: { ...dailyDeposit100, pending: { amount: 200, effectiveAt: new Date(Date.now() + 24 * 3_600_000).toISOString() } } });
    let current = limitsOf({ dailyDepositLimit: dailyDeposit100 });
    const { user, sent } = openLimits({
      [`GET ${LIMITS}`]: () => ok(current),
      [`PUT ${LIMITS}`]: () => ok((current = raised)),
      [`DELETE ${LIMITS}/pending/dailyDepositLimit`]: () => ok((current = limitsOf({ dailyDepositLimit: dailyDeposit100 }))),
    });
    const daily = await region("Daily deposit limit");
    await user.type(within(daily).getByRole("textbox", { name: "New limit" }), "200");
    await user.click(within(daily).getByRole("button", { name: "Save" }));
    expect(await within(daily).findByText(/^Raising a limit waits 24 hours: €200\.00 applies on .* unless you cancel it\.$/)).toBeTruthy();
    expect(within(daily).getByText("Raise to €200.00 pending")).toBeTruthy();
    expect(within(daily).getByRole("timer", { name: "Time left" }).textContent).toMatch(/^2[34] h \d+ min \d+ s$/);
    expect(within(daily).getByText("Limit").nextElementSibling?.textContent).toBe("€100.00");

    await user.dblClick(within(daily).getByRole("button", { name: "Cancel this change" }));
    expect(await within(daily).findByText("Change cancelled: your limit stays as it is.")).toBeTruthy();
    expect(within(daily).queryByText("Raise to €200.00 pending")).toBeNull();
    expect(sent("DELETE", `${LIMITS}/pending/dailyDepositLimit`)).toHaveLength(1);
  });

  it("reads the limits again when the countdown of a pending raise ends, and shows the new amount", async () => {
    let due: number | null = null;
    openLimits({
      [`GET ${LIMITS}`]: () => {
        // Due a second and a half after the page first has it; in force from then on, as the sandbox answers.
        due ??= Date.now() + 1500;
        const raised = { ...dailyDeposit100, pending: { amount: 200, effectiveAt: new Date(due).toISOString() } };
        return ok(limitsOf({ dailyDepositLimit: Date.now() < due ? raised : { ...dailyDeposit100, amount: 200, left: 175 } }));
      },
    });
    const daily = await region("Daily deposit limit");
    expect(within(daily).getByText("Raise to €200.00 pending")).toBeTruthy();
    await waitFor(() => expect(within(daily).getByText("Limit").nextElementSibling?.textContent).toBe("€200.00"), { timeout: 4000 });
    expect(within(daily).queryByText("Raise to €200.00 pending")).toBeNull();
  });

  it("shows what is in force when the pending change is gone before Cancel (NO_PENDING_CHANGE)", async () => {
    const raised = { ...dailyDeposit100, pending: { amount: 200, effectiveAt: new Date(Date.now() + 3_600_000).toISOString() } };
    let current = limitsOf({ dailyDepositLimit: raised });
    const { user } = openLimits({
      [`GET ${LIMITS}`]: () => ok(current),
      [`DELETE ${LIMITS}/pending/dailyDepositLimit`]: () => {
        current = limitsOf({ dailyDepositLimit: dailyDeposit100 });
        return refusal(404, "NO_PENDING_CHANGE");
      },
    });
    const daily = await region("Daily deposit limit");
    await user.click(within(daily).getByRole("button", { name: "Cancel this change" }));
    expect(await within(daily).findByText("There is no pending change to cancel any more. The page now shows what is in force.")).toBeTruthy();
    await waitFor(() => expect(within(daily).queryByText("Raise to €200.00 pending")).toBeNull());
  });

  it("reads what is used and left again when the socket reports a deposit", async () => {
    let used = 25;
    openLimits({ [`GET ${LIMITS}`]: () => ok(limitsOf({ dailyDepositLimit: { ...dailyDeposit100, used, left: 100 - used } })) });
    const daily = await region("Daily deposit limit");
    used = 75;
    act(() => void window.dispatchEvent(new CustomEvent("deposit", { detail: { count: 2 } })));
    await waitFor(() => expect(within(daily).getByText("Left").nextElementSibling?.textContent).toBe("€25.00"));
  });

  it("says when a limit changed within the hour can change again", async () => {
    const unlocksAt = new Date(Date.now() + 40 * 60_000).toISOString();
    openLimits({ [`GET ${LIMITS}`]: () => ok(limitsOf({ dailyDepositLimit: { ...dailyDeposit100, unlocksAt } })) });
    const daily = await region("Daily deposit limit");
    const when = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" }).format(new Date(unlocksAt));
    expect(within(daily).getByText(`Changed recently: you can change this limit again from ${when}.`)).toBeTruthy();
  });

  it("says when a change within the hour becomes possible (CHANGE_NOT_ALLOWED)", async () => {
    const unlocksAt = "2026-11-27T15:30:00.000Z";
    const { user } = openLimits({
      [`GET ${LIMITS}`]: () => ok(limitsOf({ dailyDepositLimit: dailyDeposit100 })),
      [`PUT ${LIMITS}`]: () => refusal(409, "CHANGE_NOT_ALLOWED", { limit: "dailyDepositLimit", unlocksAt }),
    });
    const daily = await region("Daily deposit limit");
    await user.type(within(daily).getByRole("textbox", { name: "New limit" }), "60");
    await user.click(within(daily).getByRole("button", { name: "Save" }));
    const when = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" }).format(new Date(unlocksAt));
    expect((await within(daily).findByRole("alert")).textContent).toBe(
      `Change Not Allowed: a limit can be changed once an hour. You can change it again from ${when}.`,
    );
  });

  it("offers the live chat when only support may remove a bet limit (REMOVAL_NEEDS_SUPPORT)", async () => {
    const { user, sent } = openLimits(
      {
        [`GET ${LIMITS}`]: () => ok(limitsOf({ maxBetLimit: { amount: 5 } }, { canRemoveBetLimits: false })),
        [`PUT ${LIMITS}`]: () => refusal(400, "REMOVAL_NEEDS_SUPPORT"),
      },
      { brand: { showLiveChat: true } },
    );
    const maxBet = await region("Maximum bet");
    expect(within(maxBet).getByText("At your loyalty level, only our support team can remove this limit.")).toBeTruthy();
    await user.click(within(maxBet).getByRole("button", { name: "Remove" }));
    const alert = await within(maxBet).findByText("At your loyalty level, only our support team can remove a bet or loss limit.");
    expect(sent("PUT", LIMITS)).toEqual([{ maxBetLimit: null, timeZone: expect.any(String) as string }]);
    await user.click(within(alert.closest("[role=alert]") as HTMLElement).getByRole("button", { name: "Chat with support" }));
    expect(await screen.findByRole("dialog", { name: "Live chat" })).toBeTruthy();
  });
});

describe("the session time limit", () => {
  it("refuses less than 10 minutes and more than 720 hours before sending, then saves a valid one", async () => {
    const { user, sent } = openLimits({
      [`GET ${LIMITS}`]: () => ok(limitsOf()),
      [`PUT ${LIMITS}`]: () => ok(limitsOf({}, { sessionTimeLimit: { value: 2, unit: "hours", minutes: 120 } })),
    });
    const section = await region("Session time limit");
    const length = within(section).getByRole("textbox", { name: "Length" });
    const unit = within(section).getByRole("combobox", { name: "Unit" });
    await user.selectOptions(unit, "minutes");
    await user.type(length, "5");
    await user.click(within(section).getByRole("button", { name: "Save" }));
    expect(await within(section).findByText("The session time limit must be at least 10 minutes.")).toBeTruthy();
    await user.clear(length);
    await user.type(length, "31");
    await user.selectOptions(unit, "days");
    await user.click(within(section).getByRole("button", { name: "Save" }));
    expect(await within(section).findByText("The session time limit can be at most 720 hours (30 days).")).toBeTruthy();
    expect(sent("PUT", LIMITS)).toEqual([]);

    await user.clear(length);
    await user.type(length, "2");
    await user.selectOptions(unit, "hours");
    await user.click(within(section).getByRole("button", { name: "Save" }));
    expect(await within(section).findByText("Session time limit saved: 2 hours.")).toBeTruthy();
    expect(within(section).getByText("Your sessions end after 2 hours.")).toBeTruthy();
    expect(sent("PUT", LIMITS)).toEqual([{ sessionTimeLimit: { value: 2, unit: "hours" }, timeZone: expect.any(String) as string }]);
  });

  it("says the limit could not be removed when the removal fails", async () => {
    const { user } = openLimits({
      [`GET ${LIMITS}`]: () => ok(limitsOf({}, { sessionTimeLimit: { value: 4, unit: "hours", minutes: 240 } })),
      [`PUT ${LIMITS}`]: () => failure(500, "INTERNAL_SERVER_ERROR"),
    });
    const section = await region("Session time limit");
    await user.click(within(section).getByRole("button", { name: "Remove" }));
    expect(await within(section).findByText("Your session time limit could not be removed. Please try again.")).toBeTruthy();
    expect(within(section).getByText("Your sessions end after 4 hours.")).toBeTruthy();
  });
});

describe("the play settings", () => {
  it("turns ghost mode on and sets the reality check, each with one request", async () => {
    let current = limitsOf();
    const { user, sent } = openLimits({
      [`GET ${LIMITS}`]: () => ok(current),
      [`PUT ${LIMITS}`]: ({ body }) => ok((current = { ...current, ...(body as object), limits: current.limits })),
    });
    const section = await region("Play settings");
    await user.click(within(section).getByRole("checkbox", { name: "Ghost mode" }));
    expect(await within(section).findByText("Ghost mode is on.")).toBeTruthy();
    await waitFor(() => expect((within(section).getByRole("checkbox", { name: "Ghost mode" }) as HTMLInputElement).checked).toBe(true));
    await waitFor(() => expect((within(section).getByRole("combobox", { name: "Reality check" }) as HTMLSelectElement).disabled).toBe(false));
    await user.selectOptions(within(section).getByRole("combobox", { name: "Reality check" }), "15");
    expect(await within(section).findByText("A reality check every 15 minutes.")).toBeTruthy();
    expect(sent("PUT", LIMITS).map((body) => ({ ...(body as object), timeZone: undefined }))).toEqual([
      { ghostMode: true, timeZone: undefined },
      { realityCheckMinutes: 15, timeZone: undefined },
    ]);
  });

  it("marks the player away by hand and back, one request each, and says so", async () => {
    let status: Record<string, unknown> = { away: false, mode: null, since: null, state: "present", removalAt: null };
    const { user, sent } = openLimits({
      [`GET ${LIMITS}`]: () => ok(limitsOf()),
      "GET /api/user/away-status": () => ok(status),
      "PUT /api/user/away-status": ({ body }) => {
        const away = (body as { away: boolean }).away;
        status = away
          ? { away: true, mode: "manual", since: "2026-11-27T10:00:00.000Z", state: "away", removalAt: "2026-11-27T10:30:00.000Z" }
          : { away: false, mode: null, since: null, state: "present", removalAt: null };
        return ok(status);
      },
    });
    const section = await region("Play settings");
    const toggle = () => within(section).getByRole("checkbox", { name: "Show me as away" }) as HTMLInputElement;
    await waitFor(() => expect(toggle().disabled).toBe(false));
    await user.click(toggle());
    expect(await within(section).findByText("You are shown as away.")).toBeTruthy();
    expect(toggle().checked).toBe(true);
    await user.click(toggle());
    expect(await within(section).findByText("You are no longer shown as away.")).toBeTruthy();
    expect(sent("PUT", "/api/user/away-status")).toEqual([{ away: true, mode: "manual" }, { away: false }]);
  });

  it("explains the winnings limit and shows what is won and left this month", async () => {
    openLimits({
      [`GET ${LIMITS}`]: () =>
        ok(limitsOf({}, { monthlyWinningsLimit: 700, monthlyWinnings: { used: 120, left: 580, resetsAt: "2026-11-30T23:00:00.000Z" } })),
    });
    const section = await region("Monthly winnings limit");
    expect(within(section).getByText(/The round that reaches the limit is paid in full/)).toBeTruthy();
    const fact = (term: string) => within(section).getByText(term).nextElementSibling?.textContent;
    expect([fact("Limit"), fact("Won this month"), fact("Left")]).toEqual(["€700.00", "€120.00", "€580.00"]);
  });
});
