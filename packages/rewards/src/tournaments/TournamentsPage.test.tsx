import { configure, render, screen, within } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import { i18n } from "@lingui/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ok } from "@casino/shell/test-support";
import { openRewards, startAsGuest } from "../test/render-app.tsx";
import { TournamentCountdown } from "./TournamentCountdown.tsx";
import { FINISHED_TOURNAMENT, RUNNING_RACE, UPCOMING_TOURNAMENT } from "./tournament-fixtures.ts";

configure({ reactStrictMode: true });
beforeEach(startAsGuest);
afterEach(startAsGuest);

const LIST = "GET /api/admin/tournaments";

describe("/tournaments", () => {
  it("shows running, upcoming and finished tournaments with their facts, games and the player's joined state", async () => {
    openRewards("/tournaments", { [LIST]: () => ok({ rows: [{ ...RUNNING_RACE, joined: true }, UPCOMING_TOURNAMENT, FINISHED_TOURNAMENT], count: 3 }) });
    const running = await screen.findByRole("region", { name: "Running now" });
    const race = within(running).getByRole("article", { name: "Spring slot race" });
    expect(within(race).getByText("Race")).toBeTruthy();
    expect(within(race).getByRole("link", { name: "Spring slot race" }).getAttribute("href")).toBe("/tournaments/spring-slot-race");
    expect(within(race).getByText("You have joined")).toBeTruthy();
    expect(within(race).getByText(/^Ends in 2 d 2 h 59 min|^Ends in 2 d 3 h 0 min/)).toBeTruthy();
    expect(within(race).getByText("€500.00")).toBeTruthy();
    expect(within(race).getByText("Every game counts.")).toBeTruthy();

    const upcoming = within(screen.getByRole("region", { name: "Coming up" })).getByRole("article", { name: "Weekend cup" });
    expect(within(upcoming).getByText(/^Starts in 4 h 59 min|^Starts in 5 h 0 min/)).toBeTruthy();
    expect(within(upcoming).getByRole("link", { name: "Book of Sandbox" }).getAttribute("href")).toBe("/casino/games/book-of-sandbox");
    expect(within(upcoming).queryByText("You have joined")).toBeNull();
    expect(within(screen.getByRole("region", { name: "Finished" })).getByText("Ended")).toBeTruthy();
  });

  it("says when a section is empty", async () => {
    openRewards("/tournaments", { [LIST]: () => ok({ rows: [UPCOMING_TOURNAMENT], count: 1 }) });
    expect(await screen.findByText("No tournament is running right now.")).toBeTruthy();
    expect(screen.getByText("No tournament has finished yet.")).toBeTruthy();
    expect(screen.queryByText("No tournament is planned yet.")).toBeNull();
  });

  it("moves a tournament to Running now when it starts, also when the server's clock is a moment behind the device's", async () => {
    const startsAt = new Date(Date.now() + 800).toISOString();
    // The server reads the start 600 ms after the device does: the read at the countdown's zero still says upcoming.
    const status = () => (Date.now() >= Date.parse(startsAt) + 600 ? "running" : "upcoming");
    openRewards("/tournaments", { [LIST]: () => ok({ rows: [{ ...UPCOMING_TOURNAMENT, startsAt, status: status() }], count: 1 }) });
    expect(within(await screen.findByRole("region", { name: "Coming up" })).getByRole("article", { name: "Weekend cup" })).toBeTruthy();
    const running = screen.getByRole("region", { name: "Running now" });
    expect(await within(running).findByRole("article", { name: "Weekend cup" }, { timeout: 6000 })).toBeTruthy();
  });

  it("shows Data loading error with Retry for a malformed list", async () => {
    openRewards("/tournaments", { [LIST]: () => ok({ rows: [{ id: "x" }], count: 1 }) });
    expect(await screen.findByText("Data loading error")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });
});

describe("TournamentCountdown", () => {
  const startsAt = "2026-05-10T12:00:00.000Z";
  const endsAt = "2026-05-12T12:00:00.000Z";
  it.each([
    ["2026-05-08T09:15:30.000Z", "Starts in 2 d 2 h 44 min"],
    ["2026-05-10T10:30:05.000Z", "Starts in 1 h 29 min 55 s"],
    [startsAt, "Ends in 2 d 0 h 0 min"],
    ["2026-05-12T11:59:59.000Z", "Ends in 0 h 0 min 1 s"],
    [endsAt, "Ended"],
  ])("at %s shows %s", (now, text) => {
    i18n.activate("en");
    render(
      <I18nProvider i18n={i18n}>
        <TournamentCountdown startsAt={startsAt} endsAt={endsAt} now={() => Date.parse(now)} />
      </I18nProvider>,
    );
    expect(screen.getByText(text).getAttribute("dateTime")).toBe(text === "Ended" || text.startsWith("Ends") ? endsAt : startsAt);
  });
});
