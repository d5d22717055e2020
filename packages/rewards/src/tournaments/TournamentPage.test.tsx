import { act, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { failure, ok } from "@casino/shell/test-support";
import { openRewards, startAsGuest } from "../test/render-app.tsx";
import { FINISHED_TOURNAMENT, RUNNING_RACE, board } from "./tournament-fixtures.ts";

configure({ reactStrictMode: true });
beforeEach(startAsGuest);
afterEach(startAsGuest);

const LIST = "GET /api/admin/tournaments";
const BOARD = "GET /api/admin/tournaments/1/leaderboard";
const JOIN = "/api/user/tournaments/1/join";
const list = (...rows: unknown[]) => () => ok({ rows, count: rows.length });
/** happy-dom lays nothing out: the board's scroll box gets its 28rem (448 px), as in a browser. */
const withLayout = () =>
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockImplementation(function (this: HTMLElement) {
    return this.getAttribute("role") === "region" ? 448 : 0;
  });
const ownRow = () => screen.getByRole("list", { name: "Leaderboard" }).querySelector('[aria-current="true"]');

describe("joining", () => {
  it("asks a guest to log in over the same tournament", async () => {
    const app = openRewards("/tournaments/spring-slot-race", { [LIST]: list(RUNNING_RACE), [BOARD]: () => ok(board(1, 3, null)) }, { loggedIn: false });
    await app.user.click(await screen.findByRole("button", { name: "Log in to join" }));
    await waitFor(() => expect(app.router.state.location.search).toMatchObject({ modal: "login" }));
    expect(app.router.state.location.pathname).toBe("/tournaments/spring-slot-race");
    expect(app.posts(JOIN)).toHaveLength(0);
  });

  it("sends one join for a double click, is disabled while it runs, then shows the player joined", async () => {
    let joined = false;
    let release: () => void = () => {};
    const app = openRewards("/tournaments/spring-slot-race", {
      [LIST]: () => ok({ rows: [{ ...RUNNING_RACE, joined }], count: 1 }),
      [BOARD]: () => ok(board(1, 3, joined ? 3 : null)),
      [`POST ${JOIN}`]: () => new Promise((resolve) => (release = () => ((joined = true), resolve(ok({ tournamentId: 1, joinedAt: new Date().toISOString() }))))),
    });
    const button = await screen.findByRole("button", { name: "Join the race" });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    expect(app.posts(JOIN)).toHaveLength(1);
    act(() => release());
    expect(await screen.findByText("You have joined")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Join the race" })).toBeNull();
    expect(app.posts(JOIN)).toHaveLength(1);
  });

  it.each([
    ["TOURNAMENT_FINISHED", 409, "This tournament has finished and takes no new players."],
    ["TOURNAMENT_NOT_FOUND", 404, "This tournament no longer exists."],
    ["ACCOUNT_FROZEN", 409, "Your account is frozen: you cannot join tournaments."],
    ["SOMETHING_ELSE", 500, "The tournament could not be joined. Please try again."],
  ])("says what %s means", async (code, status, text) => {
    const app = openRewards("/tournaments/spring-slot-race", {
      [LIST]: list(RUNNING_RACE), [BOARD]: () => ok(board(1, 3, null)), [`POST ${JOIN}`]: () => failure(status, code),
    });
    await app.user.click(await screen.findByRole("button", { name: "Join the race" }));
    expect((await screen.findByRole("alert")).textContent).toBe(text);
  });
});

describe("the leaderboard", () => {
  it("highlights the player's own row in place when it is among the places shown", async () => {
    openRewards("/tournaments/spring-slot-race", { [LIST]: list(RUNNING_RACE), [BOARD]: () => ok(board(1, 10, 4)) });
    await screen.findByRole("list", { name: "Leaderboard" });
    expect(ownRow()?.textContent).toContain("Dana (you)");
    expect(ownRow()?.textContent).toMatch(/^Place 4/);
    expect(within(screen.getByRole("list", { name: "Leaderboard" })).getAllByRole("listitem")).toHaveLength(10);
  });

  it("pins the player's own row after the places shown when it is further down", async () => {
    using _layout = withLayout();
    openRewards("/tournaments/spring-slot-race", { [LIST]: list(RUNNING_RACE), [BOARD]: () => ok(board(1, 100, 140, 100)) });
    const items = within(await screen.findByRole("list", { name: "Leaderboard" })).getAllByRole("listitem");
    // The rows in and near the view of the 100 places (each tells its place in them), then the player's own (the gap
    // between them is hidden from assistive technology).
    expect(items.length).toBeLessThan(40);
    expect(items[0]?.getAttribute("aria-setsize")).toBe("100");
    expect(items.at(-1)?.getAttribute("aria-current")).toBe("true");
    expect(items.at(-1)?.textContent).toMatch(/^Place 140Dana \(you\)/);
  });

  it("draws a long board's rows in view only, and keeps the player's own row drawn (stuck) when it is out of view", async () => {
    using _layout = withLayout();
    openRewards("/tournaments/spring-slot-race", { [LIST]: list(RUNNING_RACE), [BOARD]: () => ok(board(1, 100, 90, 100)) });
    const items = within(await screen.findByRole("list", { name: "Leaderboard" })).getAllByRole("listitem");
    expect(items.length).toBeLessThan(40);
    expect(items.map((item) => item.getAttribute("aria-posinset")).slice(0, 3)).toEqual(["1", "2", "3"]);
    expect(ownRow()?.getAttribute("aria-posinset")).toBe("90");
    expect(ownRow()?.textContent).toMatch(/^Place 90Dana \(you\)/);
    expect(items.at(-1)).toBe(ownRow());
  });

  it("draws a short board whole", async () => {
    openRewards("/tournaments/spring-slot-race", { [LIST]: list(RUNNING_RACE), [BOARD]: () => ok(board(1, 39, 39)) });
    const items = within(await screen.findByRole("list", { name: "Leaderboard" })).getAllByRole("listitem");
    expect(items).toHaveLength(39);
    expect(items[0]?.hasAttribute("aria-setsize")).toBe(false);
  });

  it("reads the board again when the player's score changes (socket), not for another tournament", async () => {
    let place = 5;
    const app = openRewards("/tournaments/spring-slot-race", { [LIST]: list(RUNNING_RACE), [BOARD]: () => ok(board(1, 10, place)) });
    await screen.findByRole("list", { name: "Leaderboard" });
    const reads = () => app.calls.filter((call) => `GET ${call.path}` === BOARD).length;
    const before = reads();
    place = 2;
    act(() => void window.dispatchEvent(new CustomEvent("tournamentScore", { detail: { tournamentId: 9, score: 1, place: 1 } })));
    act(() => void window.dispatchEvent(new CustomEvent("tournamentScore", { detail: { tournamentId: 1, score: 990, place: 2 } })));
    await waitFor(() => expect(ownRow()?.textContent).toMatch(/^Place 2/));
    expect(reads()).toBe(before + 1);
  });

  it("shows a finished tournament's winners", async () => {
    openRewards("/tournaments/winter-cup", { [LIST]: list(FINISHED_TOURNAMENT), "GET /api/admin/tournaments/4/leaderboard": () => ok(board(4, 8, null)) });
    const winners = await screen.findByRole("list", { name: "Winners" });
    const rows = within(winners).getAllByRole("listitem").map((item) => item.textContent);
    expect(rows).toHaveLength(3);
    [["Place 1", "R1***", "250"], ["Place 2", "R2***", "150"], ["Place 3", "R3***", "100"]].forEach(([place, name, prize], i) => {
      expect(rows[i]).toMatch(new RegExp(`^${place}R`));
      expect(rows[i]).toContain(name);
      expect(rows[i]).toContain(prize);
    });
    expect(screen.queryByRole("button", { name: /Join/ })).toBeNull();
  });

  it("reads the board again when the tournament ends, so the winners are the final standings", async () => {
    const endsAt = new Date(Date.now() + 1200).toISOString();
    const ended = () => Date.now() >= Date.parse(endsAt);
    const final = board(1, 5, null);
    [final.rows[0], final.rows[1]] = [{ ...final.rows[1]!, place: 1, prize: 250 }, { ...final.rows[0]!, place: 2, prize: 150 }];
    openRewards("/tournaments/spring-slot-race", {
      [LIST]: () => ok({ rows: [{ ...RUNNING_RACE, endsAt, status: ended() ? "finished" : "running" }], count: 1 }),
      [BOARD]: () => ok(ended() ? final : board(1, 5, null)),
    });
    expect(within(await screen.findByRole("list", { name: "Leaderboard" })).getAllByRole("listitem")[0]?.textContent).toContain("R1***");
    const winners = await screen.findByRole("list", { name: "Winners" }, { timeout: 4000 });
    await waitFor(() => expect(within(winners).getAllByRole("listitem")[0]?.textContent).toContain("R2***"));
  });

  it("shows Data loading error with Retry for a malformed board", async () => {
    openRewards("/tournaments/spring-slot-race", { [LIST]: list(RUNNING_RACE), [BOARD]: () => ok({ rows: "no" }) });
    expect(await screen.findByText("Data loading error")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });
});

it("says so when the tournament does not exist", async () => {
  openRewards("/tournaments/gone", { [LIST]: list(RUNNING_RACE) });
  expect(await screen.findByRole("heading", { level: 1, name: "Tournament not found" })).toBeTruthy();
  expect(screen.getByRole("link", { name: "All tournaments" }).getAttribute("href")).toBe("/tournaments");
});
