import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { failure, fakeApi, ok, type FakeReply, type FakeRoute } from "@casino/shell/test-support";
import { startAsGuest } from "../test/render-app.tsx";
import { catalogue, game, getGamesOver, renderBrowser } from "./test-kit.tsx";

beforeEach(startAsGuest);
afterEach(startAsGuest);

const PROVIDERS = { rows: [{ id: 1, slug: "aurora-forge", name: "Aurora Forge", gameCount: 3 }, { id: 2, slug: "okami-reels", name: "Okami Reels", gameCount: 3 }], count: 2 };

function open(path = "/casino/slots", routes: Record<string, FakeRoute> = {}, deferred = false) {
  const api = fakeApi({
    "GET /api/admin/get-games": getGamesOver(catalogue(6)),
    "GET /api/admin/get-providers": () => ok(PROVIDERS),
    ...routes,
  });
  const gameCalls = () => api.calls.filter((call) => call.path === "/api/admin/get-games");
  return { ...api, gameCalls, ...renderBrowser(path, api.fetch, {}, deferred), user: userEvent.setup() };
}

const tileNames = () =>
  within(screen.getByRole("list", { name: "Slots" }))
    .getAllByRole("listitem")
    .map((item) => within(item).getByRole("link").textContent);

/** The virtual grid replaces the first-paint grid once its chunk arrives (after first paint): it sizes itself. */
const virtualGrid = (container: HTMLElement) =>
  waitFor(() => expect(container.querySelector<HTMLElement>("[data-game-grid]")?.style.blockSize).toMatch(/px$/));

/**
 * Holds the swap to the virtual grid (it waits for an idle callback after the first paint) until release() runs, so
 * a test can act on the first paint's grid however slow the machine (else the swap may come before the test looks).
 */
function holdFirstPaintGrid() {
  const held: Array<() => void> = [];
  const idle = window as unknown as { requestIdleCallback: ((callback: () => void) => number) | undefined; cancelIdleCallback: ((id: number) => void) | undefined };
  const saved = { request: idle.requestIdleCallback, cancel: idle.cancelIdleCallback };
  idle.requestIdleCallback = (callback: () => void) => held.push(callback);
  idle.cancelIdleCallback = () => undefined;
  return () => {
    idle.requestIdleCallback = saved.request;
    idle.cancelIdleCallback = saved.cancel;
    act(() => held.splice(0).forEach((callback) => callback()));
  };
}

const lastGamesQuery = (fetch: typeof globalThis.fetch) => {
  const calls = vi.mocked(fetch).mock.calls.map(([input]) => new URL(String(input), "http://shell.test"));
  return calls.filter((url) => url.pathname === "/api/admin/get-games").at(-1)?.searchParams;
};

describe("GameBrowser", () => {
  it("paints the first screen without the virtualiser, then swaps it in", async () => {
    const { container } = open("/casino/slots", { "GET /api/admin/get-games": getGamesOver(catalogue(500)) });
    await screen.findByText("500 games");
    const first = container.querySelectorAll("[data-game-tile]").length;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(100);
    await virtualGrid(container);
    expect(tileNames()[0]).toContain("Game 1");
  });

  it("keeps focus on a tile focused in the first paint's grid when the virtual grid takes over", async () => {
    const release = holdFirstPaintGrid();
    const { container } = open("/casino/slots", { "GET /api/admin/get-games": getGamesOver(catalogue(500)) });
    await screen.findByText("500 games");
    const plainTile = container.querySelector<HTMLElement>("[data-game-tile]");
    expect(container.querySelector<HTMLElement>("[data-game-grid]")?.style.blockSize).toBe("");
    const href = plainTile?.getAttribute("href");
    expect(href).toBeTruthy();
    plainTile?.focus();
    expect(document.activeElement).toBe(plainTile);
    release();
    await virtualGrid(container);
    await waitFor(() => expect((document.activeElement as HTMLElement | null)?.getAttribute("href")).toBe(href));
    expect(document.activeElement).not.toBe(plainTile);
    expect(container.contains(document.activeElement)).toBe(true);
  });

  it("below the fold (the lobby) holds its place with its heading and skeletons, then loads", async () => {
    const { container } = open("/casino/slots", {}, true);
    expect(await screen.findByRole("heading", { name: "Slots" })).toBeTruthy();
    expect(container.querySelector("[aria-busy='true']")).toBeTruthy();
    // Still placeholders: below the fold a shimmer is an animation started for no one.
    const parts = [...container.querySelectorAll("[aria-busy='true'] [data-skeleton]")];
    expect(parts.length).toBeGreaterThan(0);
    expect(parts.every((part) => part.hasAttribute("data-still"))).toBe(true);
    expect(await screen.findByText("6 games")).toBeTruthy();
    expect(screen.getByRole("searchbox", { name: "Search games" })).toBeTruthy();
  });

  it("below the fold builds the virtual grid straight away, never a plain first screen to swap out", async () => {
    const plainGrids: Element[] = [];
    // Every grid that is ever mounted, however briefly: the plain one has no block size of its own (its rows do).
    const watcher = new MutationObserver(() => {
      for (const grid of document.querySelectorAll<HTMLElement>("[data-game-grid]")) {
        if (!grid.style.blockSize && !plainGrids.includes(grid)) plainGrids.push(grid);
      }
    });
    watcher.observe(document.body, { childList: true, subtree: true, attributes: true });
    try {
      const { container } = open("/casino/slots", { "GET /api/admin/get-games": getGamesOver(catalogue(500)) }, true);
      await screen.findByText("500 games");
      await virtualGrid(container);
      expect(tileNames()[0]).toContain("Game 1");
      expect(plainGrids).toEqual([]);
    } finally {
      watcher.disconnect();
    }
  });

  it("shows skeleton tiles first, then the games as links to their details with the count", async () => {
    const { container } = open();
    await waitFor(() => expect(container.querySelector("[aria-busy='true'] [aria-hidden='true']")).toBeTruthy());
    expect(await screen.findByText("6 games")).toBeTruthy();
    expect(tileNames()).toHaveLength(6);
    const link = screen.getByRole("link", { name: /Game 1\b/ });
    expect(link.getAttribute("href")).toBe("/casino/games/game-1");
    expect(link.hasAttribute("data-game-tile")).toBe(true);
    expect(link.querySelector("img")?.getAttribute("loading")).toBe("eager");
    expect(container.querySelector("[data-game-grid]")).toBeTruthy();
  });

  it("reads its view from the URL and asks the server for it", async () => {
    const { fetch } = open("/casino/slots?q=game&provider=aurora-forge,okami-reels&sort=returnToPlayer");
    await screen.findByText("6 games");
    expect((screen.getByRole("searchbox", { name: "Search games" }) as HTMLInputElement).value).toBe("game");
    expect((screen.getByRole("combobox", { name: "Sort by" }) as HTMLSelectElement).value).toBe("returnToPlayer:desc");
    const params = lastGamesQuery(fetch);
    expect(Object.fromEntries(params ?? [])).toMatchObject({
      category: "slots",
      provider: "aurora-forge,okami-reels",
      search: "game",
      sort: "returnToPlayer",
      order: "desc",
      limit: "100",
    });
  });

  it("puts a sort and providers in the URL and sends them to the server", async () => {
    const { fetch, user, router } = open();
    await screen.findByText("6 games");
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "RTP: lowest first");
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: "returnToPlayer", order: "asc" }));
    await user.click(screen.getByText("All providers"));
    await user.click(await screen.findByRole("checkbox", { name: "Aurora Forge (3)" }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ provider: "aurora-forge" }));
    await waitFor(() => expect(lastGamesQuery(fetch)?.get("provider")).toBe("aurora-forge"));
    expect(lastGamesQuery(fetch)?.get("sort")).toBe("returnToPlayer");
    await waitFor(() => expect(tileNames()).toHaveLength(3));
    for (const name of tileNames()) expect(name).toContain("Aurora Forge");
  });

  it("filters the loaded games on each keystroke, then shows the server's answer", async () => {
    let release: (reply: FakeReply) => void = () => undefined;
    const games = [...catalogue(5), game(77, "Okami Reels")];
    const serve = getGamesOver(games);
    const { user, router, fetch } = open("/casino/slots", {
      "GET /api/admin/get-games": (request) =>
        request.url.searchParams.get("search") ? new Promise<FakeReply>((resolve) => (release = () => resolve(serve(request)))) : serve(request),
    });
    await screen.findByText("6 games");
    await user.type(screen.getByRole("searchbox", { name: "Search games" }), "7");
    // At once, before any request: only the loaded game whose name has a 7.
    expect(tileNames()).toEqual([expect.stringContaining("Game 77")]);
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: "7" }));
    await waitFor(() => expect(lastGamesQuery(fetch)?.get("search")).toBe("7"));
    // While the server thinks, the filtered loaded games stay (never an empty flash).
    expect(tileNames()).toEqual([expect.stringContaining("Game 77")]);
    release(ok(null));
    await waitFor(() => expect(screen.getByText("1 game")).toBeTruthy());
  });

  it("says No games found and clears the filters", async () => {
    const { user, router } = open("/casino/slots?q=zzz&sort=name");
    expect(await screen.findByText("No games found")).toBeTruthy();
    await user.click(screen.getAllByRole("button", { name: "Clear filters" })[0]!);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await screen.findByText("6 games")).toBeTruthy();
    expect((screen.getByRole("searchbox", { name: "Search games" }) as HTMLInputElement).value).toBe("");
  });

  it.each([
    ["Data loading error", () => ok({ rows: "nope" })],
    ["Try again later", () => new TypeError("Failed to fetch")],
  ])("shows %s with Retry when the games cannot be read", async (text, reply) => {
    let fail = true;
    const serve = getGamesOver(catalogue(6));
    const { user } = open("/casino/slots", { "GET /api/admin/get-games": (request) => (fail ? reply() : serve(request)) });
    expect(await screen.findByText(text)).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("6 games")).toBeTruthy();
  });

  it("keeps the mounted tiles bounded at 5,000 games and asks for pages as the end nears", async () => {
    const { container, gameCalls } = open("/casino/slots", { "GET /api/admin/get-games": getGamesOver(catalogue(5000)) });
    expect(await screen.findByText("5,000 games")).toBeTruthy();
    await virtualGrid(container);
    const mounted = container.querySelectorAll("[data-game-tile]").length;
    expect(mounted).toBeGreaterThan(0);
    expect(mounted).toBeLessThanOrEqual(150);
    expect(gameCalls()).toHaveLength(1);
    const first = within(screen.getByRole("list", { name: "Slots" })).getAllByRole("listitem")[0];
    expect(first?.getAttribute("aria-setsize")).toBe("5000");
  });

  it("draws a row that a scroll brings in after the step: empty at its height, then its games, thumbnails in turn", async () => {
    const { container } = open("/casino/slots", { "GET /api/admin/get-games": getGamesOver(catalogue(5000)) });
    await screen.findByText("5,000 games");
    await virtualGrid(container);
    const rowsOf = () => [...container.querySelectorAll<HTMLElement>("[data-game-grid] [data-index]")];
    const before = new Set(rowsOf().map((row) => row.dataset.index));
    const games = (row: HTMLElement) => row.querySelectorAll("[data-game-tile]").length;
    // Not through act(): the step's own render is synchronous (the virtualiser's), the tiles' render is not.
    window.scrollTo(0, 600);
    window.dispatchEvent(new Event("scroll"));
    const fresh = rowsOf().filter((row) => !before.has(row.dataset.index));
    expect(fresh.length).toBeGreaterThan(0);
    for (const row of fresh) {
      expect(games(row)).toBe(0);
      expect(row.style.blockSize).toMatch(/^\d+(\.\d+)?px$/);
    }
    await waitFor(() => expect(fresh.map(games).every((count) => count > 0)).toBe(true));
    for (const row of fresh) expect(row.style.blockSize).toBe("");
    const thumbnails = fresh.flatMap((row) => [...row.querySelectorAll("img")]);
    expect(thumbnails.length).toBeGreaterThan(0);
    await waitFor(() => expect(thumbnails.every((image) => image.getAttribute("src")?.endsWith(".png"))).toBe(true));
    act(() => {
      window.scrollTo(0, 0);
      fireEvent.scroll(window);
    });
  });

  it("shows a game's stats from its i button, by keyboard too, and closes them with Escape", async () => {
    const { container, user } = open();
    await screen.findByText("6 games");
    await virtualGrid(container);
    const button = await screen.findByRole("button", { name: "Stats of Game 2" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    button.focus();
    await user.keyboard("{Enter}");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(panel?.textContent).toContain("RTP");
    expect(panel?.textContent).toContain("Max multiplier");
    expect(panel?.textContent).toContain("Bet range");
    await user.keyboard("{Escape}");
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("offers an inline Retry when a further page fails", async () => {
    let second = 0;
    const serve = getGamesOver(catalogue(130));
    const { container } = open("/casino/slots", {
      "GET /api/admin/get-games": (request) => (request.url.searchParams.get("cursor") && second++ === 0 ? failure(500, "INTERNAL") : serve(request)),
    });
    await screen.findByText("130 games");
    await virtualGrid(container);
    window.scrollTo(0, 100_000);
    fireEvent.scroll(window);
    expect(await screen.findByRole("button", { name: "Retry" })).toBeTruthy();
  });
});
