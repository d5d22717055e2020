import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GUEST_FAVOURITES_STORAGE_KEY } from "@casino/domain";
import { useSessionStore } from "@casino/shell";
import { failure, fakeApi, ok, userDetails, type FakeReply, type FakeRoute } from "@casino/shell/test-support";
import { renderApp, startAsGuest } from "../test/render-app.tsx";
import { details, summary } from "./test-fixtures.ts";

beforeEach(startAsGuest);
afterEach(startAsGuest);

const BOOK = details("book-of-sandbox", "Book of Sandbox");
const FRUIT = summary("fruit-fiesta", "Fruit Fiesta");

function openGame(routes: Record<string, FakeRoute>, player: boolean) {
  if (player) useSessionStore.getState().setToken("tok");
  const api = fakeApi({
    "GET /api/user/get-user-details": () => ok(userDetails()),
    "GET /api/admin/get-game/book-of-sandbox": () => ok(BOOK),
    "GET /api/admin/get-related-games/book-of-sandbox": () => ok({ rows: [], count: 0 }),
    "GET /api/user/get-favorite-games": () => ok({ rows: [FRUIT], count: 1 }),
    ...routes,
  });
  const app = renderApp("/casino/games/book-of-sandbox", { fetch: api.fetch, brand: { allowGameViewNotLoggedUser: true } });
  return { ...api, ...app, user: userEvent.setup() };
}

const pressedOf = (button: HTMLElement) => button.getAttribute("aria-pressed");

describe("the favourite toggle", () => {
  it("adds a player's favourite at once and keeps it when the server agrees", async () => {
    let release: (reply: FakeReply) => void = () => undefined;
    const { user, calls } = openGame({ "POST /api/user/add-favorite-game": () => new Promise<FakeReply>((resolve) => (release = resolve)) }, true);
    const button = await screen.findByRole("button", { name: "Add Book of Sandbox to favourites" });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await user.click(button);
    // Pressed before the server answers.
    const pressed = await screen.findByRole("button", { name: "Remove Book of Sandbox from favourites" });
    expect(pressedOf(pressed)).toBe("true");
    expect(calls.find((call) => call.path === "/api/user/add-favorite-game")?.body).toEqual({ slug: "book-of-sandbox" });
    release(ok({ rows: [summary("book-of-sandbox", "Book of Sandbox"), FRUIT], count: 2 }));
    await waitFor(() => expect(pressedOf(screen.getByRole("button", { name: /favourites$/ }))).toBe("true"));
  });

  it("rolls a player's favourite back and says so when the server refuses", async () => {
    let release: (reply: FakeReply) => void = () => undefined;
    const { user } = openGame({ "POST /api/user/add-favorite-game": () => new Promise<FakeReply>((resolve) => (release = resolve)) }, true);
    const button = await screen.findByRole("button", { name: "Add Book of Sandbox to favourites" });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await user.click(button);
    expect(pressedOf(await screen.findByRole("button", { name: "Remove Book of Sandbox from favourites" }))).toBe("true");
    release(failure(500, "INTERNAL", "Internal server error"));
    expect(await screen.findByText("Book of Sandbox could not be added to your favourites")).toBeTruthy();
    expect(pressedOf(screen.getByRole("button", { name: "Add Book of Sandbox to favourites" }))).toBe("false");
  });

  it("removes a player's favourite and puts it back when the server refuses", async () => {
    const { user } = openGame(
      {
        "GET /api/user/get-favorite-games": () => ok({ rows: [summary("book-of-sandbox", "Book of Sandbox")], count: 1 }),
        "POST /api/user/remove-favorite-game": () => failure(500, "INTERNAL"),
      },
      true,
    );
    await user.click(await screen.findByRole("button", { name: "Remove Book of Sandbox from favourites" }));
    expect(await screen.findByText("Book of Sandbox could not be removed from your favourites")).toBeTruthy();
    expect(pressedOf(screen.getByRole("button", { name: "Remove Book of Sandbox from favourites" }))).toBe("true");
  });

  it("keeps a guest's favourite on the device, without asking the server", async () => {
    const { user, calls } = openGame({}, false);
    await user.click(await screen.findByRole("button", { name: "Add Book of Sandbox to favourites" }));
    expect(pressedOf(screen.getByRole("button", { name: "Remove Book of Sandbox from favourites" }))).toBe("true");
    expect(JSON.parse(localStorage.getItem(GUEST_FAVOURITES_STORAGE_KEY) ?? "null")).toEqual(["book-of-sandbox"]);
    await user.click(screen.getByRole("button", { name: "Remove Book of Sandbox from favourites" }));
    expect(localStorage.getItem(GUEST_FAVOURITES_STORAGE_KEY)).toBeNull();
    expect(calls.some((call) => call.path.includes("favorite"))).toBe(false);
  });

  it("shows a guest's stored favourite as pressed, and drops an unreadable stored list", async () => {
    localStorage.setItem(GUEST_FAVOURITES_STORAGE_KEY, JSON.stringify(["book-of-sandbox"]));
    const first = openGame({}, false);
    expect(pressedOf(await screen.findByRole("button", { name: "Remove Book of Sandbox from favourites" }))).toBe("true");
    first.unmount();
    localStorage.setItem(GUEST_FAVOURITES_STORAGE_KEY, "{not json");
    openGame({}, false);
    expect(pressedOf(await screen.findByRole("button", { name: "Add Book of Sandbox to favourites" }))).toBe("false");
    expect(localStorage.getItem(GUEST_FAVOURITES_STORAGE_KEY)).toBeNull();
  });
});
