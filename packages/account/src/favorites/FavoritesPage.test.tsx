import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useSessionStore } from "@casino/shell";
import { failure, fakeApi, ok, userDetails, type FakeReply, type FakeRoute } from "@casino/shell/test-support";
import { renderApp, startAsGuest } from "../test/render-app.tsx";
import { game } from "../statistics/test-fixtures.ts";

beforeEach(startAsGuest);
afterEach(startAsGuest);

const BOOK = game("book-of-sandbox", "Book of Sandbox");
const FRUIT = game("fruit-fiesta", "Fruit Fiesta", "Pixel Reels");

function openFavorites(routes: Record<string, FakeRoute> = {}) {
  useSessionStore.getState().setToken("tok");
  const api = fakeApi({
    "GET /api/user/get-user-details": () => ok(userDetails()),
    "GET /api/user/get-favorite-games": () => ok({ rows: [BOOK, FRUIT], count: 2 }),
    ...routes,
  });
  return { ...api, ...renderApp("/profile/favorites", { fetch: api.fetch }), user: userEvent.setup() };
}

const tileNames = () =>
  within(screen.getByRole("list", { name: "Your favourite games" }))
    .getAllByRole("listitem")
    .map((item) => within(item).getByRole("link").textContent);

describe("the favourites page", () => {
  it("shows each favourite with its thumbnail, name, provider and a link to its game page", async () => {
    openFavorites();
    const link = await screen.findByRole("link", { name: /Book of Sandbox/ });
    expect(link.getAttribute("href")).toBe("/casino/games/book-of-sandbox");
    const image = link.querySelector("img");
    expect(image?.getAttribute("loading")).toBe("lazy");
    expect(image?.getAttribute("src")).toBe(BOOK.thumbnailUrl);
    expect(within(link).getByText("Sandbox Studio")).toBeTruthy();
    expect(tileNames()).toHaveLength(2);
  });

  it("removes a game at once and keeps it removed when the server agrees", async () => {
    let release: (reply: FakeReply) => void = () => undefined;
    const { user, calls } = openFavorites({ "POST /api/user/remove-favorite-game": () => new Promise<FakeReply>((resolve) => (release = resolve)) });
    await user.click(await screen.findByRole("button", { name: "Remove Book of Sandbox from favourites" }));
    await waitFor(() => expect(screen.queryByRole("link", { name: /Book of Sandbox/ })).toBeNull());
    expect(calls.find((call) => call.path === "/api/user/remove-favorite-game")?.body).toEqual({ slug: "book-of-sandbox" });
    release(ok({ rows: [FRUIT], count: 1 }));
    await waitFor(() => expect(tileNames()).toEqual([expect.stringContaining("Fruit Fiesta")]));
  });

  it("puts the game back in its place and says so when the server refuses", async () => {
    let release: (reply: FakeReply) => void = () => undefined;
    const { user } = openFavorites({ "POST /api/user/remove-favorite-game": () => new Promise<FakeReply>((resolve) => (release = resolve)) });
    await user.click(await screen.findByRole("button", { name: "Remove Book of Sandbox from favourites" }));
    await waitFor(() => expect(screen.queryByRole("link", { name: /Book of Sandbox/ })).toBeNull());
    release(failure(500, "INTERNAL", "Internal server error"));
    expect(await screen.findByText("Book of Sandbox could not be removed from your favourites")).toBeTruthy();
    expect(tileNames()).toEqual([expect.stringContaining("Book of Sandbox"), expect.stringContaining("Fruit Fiesta")]);
  });

  it("has an empty state with a link to the casino", async () => {
    openFavorites({ "GET /api/user/get-favorite-games": () => ok({ rows: [], count: 0 }) });
    expect(await screen.findByText(/No favourites yet/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the casino" }).getAttribute("href")).toBe("/casino");
  });

  it("shows Data loading error with Retry when the list cannot be read", async () => {
    openFavorites({ "GET /api/user/get-favorite-games": () => failure(500, "INTERNAL") });
    expect(await screen.findByRole("button", { name: "Retry" })).toBeTruthy();
    expect(screen.getByText("Data loading error")).toBeTruthy();
  });
});
