import { configure, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { failure, ok } from "@casino/shell/test-support";
import { freeSpinsBonus, noBonuses, pendingBonus, someBonuses } from "./bonus-fixtures.ts";
import { openBonuses, startAsGuest } from "./bonuses-test-kit.ts";

configure({ reactStrictMode: true });
beforeEach(startAsGuest);
afterEach(startAsGuest);

const BONUSES = "/api/user/get-user-bonus";

describe("My bonuses", () => {
  it("shows the active bonus's wagering as a progressbar a screen reader reads, the wager left and its expiry", async () => {
    openBonuses("/bonuses", { [`GET ${BONUSES}`]: () => ok(someBonuses()) });
    const card = await screen.findByRole("region", { name: "No-deposit €10" });
    const bar = within(card).getByRole("progressbar", { name: "Wagering (x40)" });
    expect(bar.getAttribute("aria-valuenow")).toBe("100");
    expect(bar.getAttribute("aria-valuemax")).toBe("400");
    expect(bar.getAttribute("aria-valuetext")).toBe("€100.00 of €400.00 wagered");
    expect(within(card).getByText("Wager left").nextElementSibling?.textContent).toBe("€300.00");
    expect(card.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-30T12:00:00.000Z");
  });

  it("shows the free spins left and links the games they play on", async () => {
    openBonuses("/bonuses", { [`GET ${BONUSES}`]: () => ok(someBonuses({ active: freeSpinsBonus })) });
    const card = await screen.findByRole("region", { name: "50 free spins" });
    expect(within(card).getByText("Free spins left").nextElementSibling?.textContent).toBe("12 of 50");
    const games = within(card).getByRole("navigation", { name: "Your free spins play on" });
    expect(within(games).getByRole("link", { name: "Book of Sun" }).getAttribute("href")).toBe("/casino/games/book-of-sun");
    expect(within(card).queryByRole("progressbar")).toBeNull();
    expect(within(card).queryByText("Bonus")).toBeNull();
  });

  it("lists past bonuses with their status and converted amount", async () => {
    openBonuses("/bonuses", { [`GET ${BONUSES}`]: () => ok(someBonuses()) });
    const history = await screen.findByRole("region", { name: "Bonus history" });
    const rows = within(history).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Reload 50%Converted.*€57\.50/),
      expect.stringMatching(/^Weekend spinsWagered/),
      expect.stringMatching(/^Spring chipExpired/),
      expect.stringMatching(/^Welcome 100%Cancelled/),
    ]);
  });

  it("cancels only after the confirmation that says what is lost, once, then refreshes", async () => {
    let bonuses = someBonuses();
    const { user, calls } = openBonuses("/bonuses", {
      [`GET ${BONUSES}`]: () => ok(bonuses),
      "POST /api/user/bonus/cancel": () => {
        bonuses = someBonuses({ active: null });
        return ok({ userBonus: { ...someBonuses().active, status: "cancelled" }, forfeitedAmount: 8.5 });
      },
    });
    await user.click(await screen.findByRole("button", { name: "Cancel the bonus" }));
    let dialog = screen.getByRole("alertdialog", { name: "Cancel No-deposit €10?" });
    expect(within(dialog).getByText("The wagering done so far is lost: €100.00 of €400.00.")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Keep the bonus" }));
    expect(calls("/api/user/bonus/cancel")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Cancel the bonus" }));
    dialog = screen.getByRole("alertdialog", { name: "Cancel No-deposit €10?" });
    const yes = within(dialog).getByRole("button", { name: "Yes, cancel the bonus" });
    await user.dblClick(yes);
    expect(await screen.findByText("You have no active bonus.")).toBeTruthy();
    expect(calls("/api/user/bonus/cancel").map((call) => call.body)).toEqual([{ userBonusId: 41 }]);
    expect(await screen.findByText("No-deposit €10 cancelled: €8.50 of bonus money forfeited.")).toBeTruthy();
  });

  it("tells a free-spins player that the spins left are lost, without a bonus amount of nothing", async () => {
    const { user } = openBonuses("/bonuses", { [`GET ${BONUSES}`]: () => ok(someBonuses({ active: freeSpinsBonus })) });
    await user.click(await screen.findByRole("button", { name: "Cancel the bonus" }));
    const dialog = screen.getByRole("alertdialog", { name: "Cancel 50 free spins?" });
    expect(within(dialog).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Your bonus balance from 50 free spins and what it has won are forfeited.",
      "Your 12 free spins left are lost.",
    ]);
  });

  it("keeps the dialog open with the reason when the cancel fails", async () => {
    const { user } = openBonuses("/bonuses", {
      [`GET ${BONUSES}`]: () => ok(someBonuses()),
      "POST /api/user/bonus/cancel": () => failure(404, "NO_ACTIVE_BONUS"),
    });
    await user.click(await screen.findByRole("button", { name: "Cancel the bonus" }));
    await user.click(screen.getByRole("button", { name: "Yes, cancel the bonus" }));
    expect(await screen.findByText("This bonus has already ended.")).toBeTruthy();
  });

  it("shows a pending deposit bonus with the way to deposit and to drop it", async () => {
    openBonuses("/bonuses", { [`GET ${BONUSES}`]: () => ok(someBonuses({ active: null, pending: pendingBonus })) });
    const card = await screen.findByRole("region", { name: "Welcome 100%" });
    expect(within(card).getByText("This bonus starts with your next deposit.")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Deposit" }).getAttribute("href")).toBe("/deposit");
  });

  it("leads a player without bonuses to the promotions", async () => {
    openBonuses("/bonuses", { [`GET ${BONUSES}`]: () => ok(noBonuses) });
    expect(await screen.findByText("You have no bonuses yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See promotions" }).getAttribute("href")).toBe("/promotions");
    expect(screen.queryByRole("region", { name: "Bonus history" })).toBeNull();
  });

  it("shows Data loading error for a malformed answer, and the bonuses after Retry", async () => {
    let answer: unknown = { active: "yes" };
    const { user } = openBonuses("/bonuses", { [`GET ${BONUSES}`]: () => ok(answer) });
    expect(await screen.findByText("Data loading error")).toBeTruthy();
    answer = someBonuses();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("region", { name: "No-deposit €10" })).toBeTruthy();
  });

  it("asks a guest to log in, without asking the API", async () => {
    const { calls } = openBonuses("/bonuses", {}, { guest: true });
    expect(await screen.findByText("Log in to see your bonuses.")).toBeTruthy();
    expect(calls(BONUSES)).toHaveLength(0);
  });

  it("is a tab of the v2 profile at /profile2/my-bonuses", async () => {
    openBonuses("/profile2/my-bonuses", { [`GET ${BONUSES}`]: () => ok(someBonuses()) });
    const tabs = await screen.findByRole("navigation", { name: "Profile sections" });
    await waitFor(() => expect(within(tabs).getByRole("link", { name: "My bonuses" }).getAttribute("aria-current")).toBe("page"));
    expect(await screen.findByRole("region", { name: "No-deposit €10" })).toBeTruthy();
  });
});
