import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useSessionStore } from "@casino/shell";
import { failure, fakeApi, ok, userDetails, type FakeReply, type FakeRoute } from "@casino/shell/test-support";
import { renderApp, startAsGuest } from "../test/render-app.tsx";
import { details, summary } from "./test-fixtures.ts";

beforeEach(startAsGuest);
afterEach(startAsGuest);

const BOOK = details("book-of-sandbox", "Book of Sandbox");
const FRUIT = summary("fruit-fiesta", "Fruit Fiesta");
const ALLOW_ALL = { allowGameViewNotLoggedUser: true, allowGuestPlayDemoGames: true };

function openGame(routes: Record<string, FakeRoute> = {}, options: { path?: string; brand?: Record<string, unknown>; player?: boolean } = {}) {
  if (options.player) useSessionStore.getState().setToken("tok");
  const api = fakeApi({
    "GET /api/user/get-user-details": () => ok(userDetails()),
    "GET /api/admin/get-game/book-of-sandbox": () => ok(BOOK),
    "GET /api/admin/get-related-games/book-of-sandbox": () => ok({ rows: [FRUIT, summary("book-of-sandbox", "Book of Sandbox")], count: 2 }),
    "GET /api/user/get-favorite-games": () => ok({ rows: [], count: 0 }),
    ...routes,
  });
  const app = renderApp(options.path ?? "/casino/games/book-of-sandbox", { fetch: api.fetch, brand: options.brand ?? ALLOW_ALL });
  return { ...api, ...app, user: userEvent.setup() };
}

const stat = (term: string) => {
  const stats = document.querySelector("dl");
  const dt = within(stats as HTMLElement).getByText(term, { selector: "dt" });
  return dt.nextElementSibling?.textContent;
};

describe("the game details page", () => {
  it("asks for the game's picture as soon as its details arrive, before the page draws it", async () => {
    openGame();
    await waitFor(() => expect(document.head.querySelector(`link[rel="preload"][as="image"][href="${BOOK.thumbnailUrl}"]`)).not.toBeNull());
    expect(await screen.findByRole("heading", { level: 1, name: "Book of Sandbox" })).toBeTruthy();
  });

  it("shows the game, its stats as a list, the provider link and more from the provider without the game itself", async () => {
    openGame();
    expect(await screen.findByRole("heading", { level: 1, name: "Book of Sandbox" })).toBeTruthy();
    expect(stat("RTP")).toBe("96.5%");
    expect(stat("Max multiplier")).toBe("x5,000");
    expect(stat("Min bet")).toBe("0.10");
    expect(stat("Max bet")).toBe("100");
    expect(stat("Bonus buy")).toBe("Yes");
    expect(stat("Bonus eligible")).toBe("No");
    expect(stat("Volatility")).toBe("High");
    expect(screen.getByRole("link", { name: "Sandbox Studio" })).toBeTruthy();
    const related = await screen.findByRole("region", { name: "More from Sandbox Studio" });
    expect(within(related).getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["/casino/games/fruit-fiesta"]);
  });

  it("shows the bets in the player's currency", async () => {
    openGame({}, { player: true });
    await screen.findByRole("heading", { level: 1, name: "Book of Sandbox" });
    await waitFor(() => expect(stat("Min bet")).toBe("€0.10"));
    expect(stat("Max bet")).toBe("€100");
  });

  it("says GAME NOT FOUND for an unknown game, with a way back to the casino", async () => {
    openGame({ "GET /api/admin/get-game/no-such-game": () => failure(404, "GAME_NOT_FOUND", "GAME NOT FOUND") }, { path: "/casino/games/no-such-game" });
    expect(await screen.findByRole("heading", { name: "GAME NOT FOUND" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the casino" }).getAttribute("href")).toBe("/casino");
  });

  it("shows Data loading error with Retry for a malformed answer, and the game after a successful retry", async () => {
    let answer: FakeReply = ok({ name: 1 });
    const { user } = openGame({ "GET /api/admin/get-game/book-of-sandbox": () => answer });
    expect(await screen.findByText("Data loading error")).toBeTruthy();
    answer = ok(BOOK);
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Book of Sandbox" })).toBeTruthy();
  });

  it("shows Try again later when the server cannot be reached", async () => {
    openGame({ "GET /api/admin/get-game/book-of-sandbox": () => new TypeError("Failed to fetch") });
    expect(await screen.findByText("Try again later", {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });

  it("asks a guest to log in when the brand does not show games to guests", async () => {
    const { calls } = openGame({}, { brand: { allowGameViewNotLoggedUser: false } });
    expect(await screen.findByRole("heading", { name: "Log in to see this game" })).toBeTruthy();
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Log in" }).getAttribute("href")).toContain("modal=login");
    expect(screen.queryByRole("heading", { name: "Book of Sandbox" })).toBeNull();
    expect(calls.some((call) => call.path.startsWith("/api/admin/get-game/"))).toBe(true); // only the loader's read
  });
});

describe("the play buttons", () => {
  const cases: Array<[string, Record<string, unknown>, boolean, boolean, boolean]> = [
    // name, brand, logged in, game has demo, demo shown
    ["guest, guest demo allowed", { allowGuestPlayDemoGames: true }, false, true, true],
    ["guest, guest demo not allowed", { allowGuestPlayDemoGames: false }, false, true, false],
    ["player, guest demo not allowed", { allowGuestPlayDemoGames: false }, true, true, true],
    ["player, game without demo", { allowGuestPlayDemoGames: true }, true, false, false],
    ["guest, game without demo", { allowGuestPlayDemoGames: true }, false, false, false],
  ];
  it.each(cases)("%s: demo shown %s", async (_name, brand, player, demo, shown) => {
    openGame({ "GET /api/admin/get-game/book-of-sandbox": () => ok({ ...BOOK, demo }) }, { player, brand: { allowGameViewNotLoggedUser: true, ...brand } });
    await screen.findByRole("heading", { level: 1, name: "Book of Sandbox" });
    const demoLink = screen.queryByRole("link", { name: "Play demo" });
    expect(demoLink !== null).toBe(shown);
    if (demoLink) expect(demoLink.getAttribute("href")).toBe("/play/book-of-sandbox?mode=demo");
  });

  it("sends a player to the play page and a guest to the login modal that goes on to it", async () => {
    openGame({}, { player: true });
    expect((await screen.findByRole("link", { name: "Play" })).getAttribute("href")).toBe("/play/book-of-sandbox");
  });

  it("opens the login modal for a guest's Play, returning to the play page", async () => {
    openGame();
    const href = (await screen.findByRole("link", { name: "Play" })).getAttribute("href") ?? "";
    const search = new URLSearchParams(href.split("?")[1]);
    expect(search.get("modal")).toBe("login");
    expect(search.get("redirect")).toBe("/play/book-of-sandbox");
  });

  it("hides Play for real money from the brand's shared demo account", async () => {
    openGame({}, { player: true, brand: { ...ALLOW_ALL, demoUserId: 2 } });
    await screen.findByRole("link", { name: "Play demo" });
    await screen.findByTestId("header-balance"); // the player is known
    expect(screen.queryByRole("link", { name: "Play" })).toBeNull();
  });
});
