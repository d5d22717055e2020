import { act, render, screen, waitFor, within } from "@testing-library/react";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GUEST_FAVOURITES_STORAGE_KEY, GUEST_RECENT_STORAGE_KEY, parseAppSettings } from "@casino/domain";
import { configureShellApiClient, useSessionStore } from "@casino/shell";
import { ShellStoryFrame } from "@casino/shell/story-support";
import { fakeApi, ok, type FakeRoute } from "@casino/shell/test-support";
import { details, summary } from "../game/test-fixtures.ts";
import { startAsGuest } from "../test/render-app.tsx";
import { MyGamesSection } from "./MyGamesSection.tsx";
import { rememberGuestRecent } from "./guest-recent.ts";

beforeEach(startAsGuest);
afterEach(startAsGuest);

const BOOK = summary("book-of-sandbox", "Book of Sandbox");
const FRUIT = summary("fruit-fiesta", "Fruit Fiesta");
const STAR = summary("star-burst", "Star Burst");

/** The section alone in the shell's frame, the api-client on a fake fetch answering get-game for three games. */
function renderSection(routes: Record<string, FakeRoute> = {}) {
  const api = fakeApi({
    "GET /api/admin/get-game/book-of-sandbox": () => ok(details(BOOK.slug, BOOK.name)),
    "GET /api/admin/get-game/fruit-fiesta": () => ok(details(FRUIT.slug, FRUIT.name)),
    "GET /api/admin/get-game/star-burst": () => ok(details(STAR.slug, STAR.name)),
    ...routes,
  });
  configureShellApiClient(parseAppSettings({ brandName: "Test Casino" }), { fetch: api.fetch });
  if (!i18n.locale) i18n.loadAndActivate({ locale: "en", messages: {} });
  const view = render(
    <I18nProvider i18n={i18n}>
      <ShellStoryFrame>
        <MyGamesSection />
        <p>after the section</p>
      </ShellStoryFrame>
    </I18nProvider>,
  );
  return { ...api, ...view };
}

/** The frame's router renders its children asynchronously: wait until the section has had its turn. */
const rendered = () => screen.findByText("after the section");

const tileLinks = (row: string) =>
  within(screen.getByRole("region", { name: row }))
    .getAllByRole("link")
    .map((link) => link.getAttribute("href"));

describe("MyGamesSection", () => {
  it("shows nothing and asks nothing on a guest's first visit", async () => {
    const { container, calls } = renderSection();
    await rendered();
    expect(container.querySelector("h2, [aria-busy]")).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("shows a guest's stored favourites and recently played games, latest first", async () => {
    localStorage.setItem(GUEST_FAVOURITES_STORAGE_KEY, JSON.stringify(["fruit-fiesta"]));
    rememberGuestRecent("book-of-sandbox");
    rememberGuestRecent("star-burst");
    renderSection();
    expect(await screen.findByRole("region", { name: "Your favourites" })).toBeTruthy();
    await waitFor(() => expect(tileLinks("Your favourites")).toEqual(["/casino/games/fruit-fiesta"]));
    await waitFor(() => expect(tileLinks("Recently played")).toEqual(["/casino/games/star-burst", "/casino/games/book-of-sandbox"]));
  });

  it("removes an unreadable stored list and shows nothing", async () => {
    localStorage.setItem(GUEST_RECENT_STORAGE_KEY, "[oops");
    const { container } = renderSection();
    await rendered();
    expect(container.querySelector("h2")).toBeNull();
    expect(localStorage.getItem(GUEST_RECENT_STORAGE_KEY)).toBeNull();
  });

  it("shows a player's favourites and the server's recent games, then those played here as a guest", async () => {
    rememberGuestRecent("star-burst");
    useSessionStore.getState().setToken("tok");
    renderSection({
      "GET /api/user/get-favorite-games": () => ok({ rows: [BOOK], count: 1 }),
      "GET /api/user/get-recent-games": () => ok({ rows: [FRUIT], count: 1 }),
    });
    await waitFor(() => expect(tileLinks("Your favourites")).toEqual(["/casino/games/book-of-sandbox"]));
    await waitFor(() => expect(tileLinks("Recently played")).toEqual(["/casino/games/fruit-fiesta", "/casino/games/star-burst"]));
  });

  it("shows a status named Loading games while a player's lists load (a named div needs a role)", async () => {
    useSessionStore.getState().setToken("tok");
    renderSection({
      "GET /api/user/get-favorite-games": () => new Promise(() => undefined),
      "GET /api/user/get-recent-games": () => ok({ rows: [], count: 0 }),
    });
    const status = await screen.findByRole("status", { name: "Loading games" });
    expect(status.getAttribute("aria-busy")).toBe("true");
  });

  it("hides itself for a player with no favourites and no recent games", async () => {
    useSessionStore.getState().setToken("tok");
    const { container, calls } = renderSection({
      "GET /api/user/get-favorite-games": () => ok({ rows: [], count: 0 }),
      "GET /api/user/get-recent-games": () => ok({ rows: [], count: 0 }),
    });
    await waitFor(() => expect(calls.map((call) => call.path)).toContain("/api/user/get-recent-games"));
    await waitFor(() => expect(container.querySelector("[aria-busy]")).toBeNull());
    expect(container.querySelector("h2")).toBeNull();
  });

  it("uploads a guest's favourites the account lacks after login, then clears them from the device", async () => {
    localStorage.setItem(GUEST_FAVOURITES_STORAGE_KEY, JSON.stringify(["fruit-fiesta", "book-of-sandbox", "star-burst"]));
    let server = [BOOK];
    const add: FakeRoute = ({ body }) => {
      const slug = (body as { slug: string }).slug;
      server = [[FRUIT, STAR].find((game) => game.slug === slug)!, ...server];
      return ok({ rows: server, count: server.length });
    };
    const { calls } = renderSection({
      "GET /api/user/get-favorite-games": () => ok({ rows: server, count: server.length }),
      "GET /api/user/get-recent-games": () => ok({ rows: [], count: 0 }),
      "POST /api/user/add-favorite-game": add,
    });
    await screen.findByRole("region", { name: "Your favourites" });
    act(() => useSessionStore.getState().setToken("tok"));
    await waitFor(() => expect(localStorage.getItem(GUEST_FAVOURITES_STORAGE_KEY)).toBeNull());
    const uploaded = calls.filter((call) => call.path === "/api/user/add-favorite-game").map((call) => call.body);
    // Only what the account lacked, from the end so the guest's own order is kept on top of the server's list.
    expect(uploaded).toEqual([{ slug: "star-burst" }, { slug: "fruit-fiesta" }]);
    await waitFor(() =>
      expect(tileLinks("Your favourites")).toEqual(["/casino/games/fruit-fiesta", "/casino/games/star-burst", "/casino/games/book-of-sandbox"]),
    );
  });
});
