import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { categoryListQueryOptions } from "@casino/api-client";
import { startShellBoot, useSessionStore } from "@casino/shell";
import { failure, fakeApi, ok, renderShellApp, userDetails, type FakeRoute } from "@casino/shell/test-support";
import { casinoPages } from "../index.ts";
import { renderApp, startAsGuest } from "../test/render-app.tsx";
import { stubScreenWidth } from "../test/screen-width.ts";
import { CATEGORIES } from "./lobby-fixtures.ts";

beforeEach(startAsGuest);
afterEach(() => {
  startAsGuest();
  vi.unstubAllGlobals();
});


function openLobby(routes: Record<string, FakeRoute> = {}) {
  const api = fakeApi({ "GET /api/admin/get-full-category-list": () => ok({ topCategoryList: CATEGORIES }), ...routes });
  return { ...api, ...renderApp("/casino", { fetch: api.fetch }), user: userEvent.setup() };
}

describe("the lobby /casino", () => {
  it("has its categories asked for at the entry when a visit lands on it, before settings2 answers", async () => {
    const api = fakeApi({ "GET /api/core/casino/settings2": () => new Promise(() => undefined) });
    const brand = { brandName: "Test Casino", api: { baseUrl: "", systemToken: "brand-sandbox" } };
    startShellBoot({ brand, env: {}, pages: casinoPages, location: { pathname: "/casino" }, queryClient: new QueryClient(), fetch: api.fetch });
    // Two tasks after settings2's request (the catalog and the chunk have a task of their own, the first reads the next).
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const categoryReads = api.calls.filter((call) => call.path === "/api/admin/get-full-category-list");
    expect(categoryReads).toHaveLength(1);
  });

  it.each([
    { screen: "a phone", width: 412, asked: 3 },
    { screen: "a tablet", width: 800, asked: 5 },
    { screen: "a desktop", width: 1600, asked: 6 },
  ])("has the first row's thumbnails $screen shows first asked for as soon as the categories arrive at the entry, before any render", async ({ width, asked }) => {
    stubScreenWidth(width);
    // Thumbnails on the image CDN (the fixtures' are inline data: URLs, which need no request).
    const categories = CATEGORIES.map((category) => ({ ...category, games: category.games.map((game) => ({ ...game, thumbnailUrl: `https://cdn.example/thumbs/${width}/${game.slug}.png` })) }));
    const api = fakeApi({
      "GET /api/core/casino/settings2": () => new Promise(() => undefined),
      "GET /api/admin/get-full-category-list": () => ok({ topCategoryList: categories }),
    });
    const brand = { brandName: "Test Casino", api: { baseUrl: "", systemToken: "brand-sandbox" } };
    startShellBoot({ brand, env: {}, pages: casinoPages, location: { pathname: "/casino" }, queryClient: new QueryClient(), fetch: api.fetch });
    const games = categories[0]!.games;
    expect(games.length).toBeGreaterThan(asked);
    const preloaded = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => link.getAttribute("href")).filter((href) => href?.includes(`/${width}/`));
    await waitFor(() => expect(preloaded()).toEqual(games.slice(0, asked).map((game) => game.thumbnailUrl)));
    // Only the first category's, and only those its first screen draws: the rest of the row comes later, the next
    // carousel is further down the page.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(preloaded()).toHaveLength(asked);
    expect(document.head.querySelector(`link[rel="preload"][href="${categories[1]!.games[0]!.thumbnailUrl}"]`)).toBeNull();
  });

  it("paints its frame before the rows when the categories are already in (read at the entry): a skeleton first", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    queryClient.setQueryData(categoryListQueryOptions("en").queryKey, CATEGORIES);
    const api = fakeApi({});
    const skeletons: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes])) {
        if (node instanceof HTMLElement && node.querySelector('[aria-label="Loading game categories"]')) skeletons.push(node.tagName);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderApp("/casino", { fetch: api.fetch, queryClient });
    expect(await screen.findByRole("heading", { level: 2, name: CATEGORIES[0]!.name })).toBeTruthy();
    observer.disconnect();
    expect(skeletons.length).toBeGreaterThan(0);
    expect(screen.queryByLabelText("Loading game categories")).toBeNull();
    expect(api.calls.filter((call) => call.path === "/api/admin/get-full-category-list")).toHaveLength(0);
  });

  it("shows the welcome offer and the win of month in EUR for a guest", async () => {
    openLobby();
    expect(await screen.findByRole("heading", { level: 1, name: "Casino" })).toBeTruthy();
    expect(screen.getByText(/up to 1000 EUR plus 100 free spins/)).toBeTruthy();
    const win = screen.getByRole("region", { name: "Win of the month" });
    expect(within(win).getByText("€700.00")).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Casino | Test Casino"));
  });

  it("leads the welcome offer's call to action to the promotion the operator names (content text welcome.promotion)", async () => {
    // The promotion page is the rewards feature's: here a stand-in at its path pattern.
    const promotion = { key: "promotion", defaultPath: "/promotion/$slug", component: () => null };
    const api = fakeApi({
      "GET /api/admin/get-full-category-list": () => ok({ topCategoryList: CATEGORIES }),
      "GET /api/core/casino/locales/en.json": () => ok({ locale: "en", texts: { "welcome.cta": "Claim your bonus", "welcome.promotion": "welcome-offer" } }),
    });
    renderShellApp("/casino", { fetch: api.fetch, pages: [...casinoPages, promotion] });
    await waitFor(() => expect(screen.getByRole("link", { name: "Claim your bonus" }).getAttribute("href")).toBe("/promotion/welcome-offer"));
  });

  it("offers a guest sign-up from the welcome offer when no promotion is named", async () => {
    openLobby();
    const cta = await screen.findByRole("link", { name: "Claim your bonus" });
    expect(cta.getAttribute("href")).toMatch(/modal=login/);
  });

  it("shows the win of month in the player's currency", async () => {
    useSessionStore.getState().setToken("tok");
    openLobby({ "GET /api/user/get-user-details": () => ok(userDetails({ currencyCode: "USD" })) });
    const win = await screen.findByRole("region", { name: "Win of the month" });
    await waitFor(() => expect(within(win).getByText("$700.00")).toBeTruthy());
  });

  it("asks for the categories in the active language and shows a carousel per category with games", async () => {
    const locales: Array<string | null> = [];
    openLobby({
      "GET /api/admin/get-full-category-list": ({ url }) => {
        locales.push(url.searchParams.get("locale"));
        return ok({ topCategoryList: CATEGORIES });
      },
    });
    const slots = await screen.findByRole("region", { name: "Slots" });
    expect(slots.getAttribute("aria-roledescription")).toBe("carousel");
    // happy-dom's window (1024 px) is a tablet: the first screen draws the 4 slides a row shows and the next.
    expect(within(slots).getAllByRole("group")).toHaveLength(5);
    expect(within(slots).getByRole("group", { name: "1 of 12" })).toBeTruthy();
    expect(within(slots).getByRole("group", { name: "5 of 12" })).toBeTruthy();
    const carousels = screen.getAllByRole("region").filter((region) => region.getAttribute("aria-roledescription") === "carousel");
    expect(carousels.map((region) => within(region).getByRole("heading").textContent)).toEqual(["Popular", "New", "Slots", "Live casino", "Table games"]);
    expect(locales[0]).toBe("en");
  });

  it("links each row's See all to its category page and loads the first row's tiles at once", async () => {
    openLobby();
    expect((await screen.findByRole("link", { name: "See all Slots" })).getAttribute("href")).toBe("/casino/slots");
    expect(screen.getByRole("link", { name: "See all Live casino" }).getAttribute("href")).toBe("/casino/live-casino");
    expect(screen.getByRole("link", { name: "See all Popular" }).getAttribute("href")).toBe("/casino/popular");
    expect(screen.getByRole("link", { name: "See all New" }).getAttribute("href")).toBe("/casino/categories/new");
    const [first] = screen.getByRole("region", { name: "Popular" }).querySelectorAll("img");
    expect(first?.getAttribute("loading")).toBe("eager");
    const [other] = screen.getByRole("region", { name: "New" }).querySelectorAll("img");
    expect(other?.getAttribute("loading")).toBe("lazy");
  });

  it("logs a failed category read, offers Retry and still shows the game grid", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let fail = true;
    const { user } = openLobby({
      "GET /api/admin/get-full-category-list": () => (fail ? failure(500, "INTERNAL") : ok({ topCategoryList: CATEGORIES })),
    });
    const alert = (await screen.findByText("Data loading error")).closest("[role=alert]") as HTMLElement;
    expect(screen.getByRole("region", { name: "All games" })).toBeTruthy();
    expect(log).toHaveBeenCalledWith("Casino categories could not be loaded", expect.anything());
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("region", { name: "Slots" })).toBeTruthy();
    log.mockRestore();
  });
});
