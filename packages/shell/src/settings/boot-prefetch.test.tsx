import { render, screen, within } from "@testing-library/react";
import { QueryClient } from "@tanstack/react-query";
import { createMemoryHistory } from "@tanstack/react-router";
import { describe, expect, it, vi } from "vitest";
import { parseAppSettings } from "@casino/domain";
import { fakeApi, ok } from "../test/fake-api.ts";
import type { PageDefinition } from "../pages/page-registry.ts";
import { landingPage, startShellBoot } from "./boot-prefetch.ts";
import { ShellBoot } from "./ShellBoot.tsx";

const BRAND = { brandName: "Brand Casino", api: { baseUrl: "", systemToken: "brand-sandbox" } };
const THEME = { light: "theme-light", dark: "theme-dark" };

function page(key: string, defaultPath?: string): PageDefinition & { component: { preload: ReturnType<typeof vi.fn> } } {
  const component = Object.assign(() => <p>{key} page</p>, { preload: vi.fn(() => Promise.resolve()) });
  return { key, component, ...(defaultPath ? { defaultPath } : {}) };
}

describe("landingPage", () => {
  const pages = [page("casino"), page("game", "/casino/games/$game"), page("slots", "/casino/slots"), page("deposit")];
  const settings = (extra: Record<string, unknown> = {}) => parseAppSettings({ brandName: "Brand", ...extra });

  it.each([
    ["/casino", {}, "casino"],
    ["/casino/", {}, "casino"],
    ["/casino/slots", {}, "slots"],
    ["/casino/games/book-of-dead", {}, "game"],
    ["/deposit", {}, "deposit"],
    ["/nowhere", {}, undefined],
    ["/games", { pageUrlSetup: [{ key: "casino", href: "/games", shallow: false }] }, "casino"],
    ["/casino", { pageUrlSetup: [{ key: "casino", href: "/games", shallow: false }] }, undefined],
    ["/design/casino", { designSetup: true }, "casino"],
  ])("%s with %j lands on %s", (pathname, extra, expected) => {
    expect(landingPage(pages, settings(extra), pathname)?.key).toBe(expected);
  });
});

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("startShellBoot", () => {
  it("starts settings2 at once and the landing page's chunk a task later, before any render, and ShellBoot uses that read", async () => {
    const api = fakeApi({ "GET /api/core/casino/settings2": () => ok({ brandName: "Remote Casino" }) });
    const lobby = page("casino");
    const other = page("deposit");
    startShellBoot({ brand: BRAND, env: {}, pages: [lobby, other], location: { pathname: "/casino" }, fetch: api.fetch });
    expect(api.calls.map((call) => call.path)).toEqual(["/api/core/casino/settings2"]);
    expect(lobby.component.preload).not.toHaveBeenCalled();
    await nextTask();
    expect(lobby.component.preload).toHaveBeenCalledTimes(1);
    expect(other.component.preload).not.toHaveBeenCalled();
    expect(api.calls.map((call) => call.path)).toEqual(["/api/core/casino/settings2"]);

    render(<ShellBoot brand={BRAND} env={{}} theme={THEME} pages={[lobby, other]} fetch={api.fetch} history={createMemoryHistory({ initialEntries: ["/casino"] })} />);
    const banner = await screen.findByRole("banner");
    expect(within(banner).getByRole("img", { name: "Remote Casino logo" })).toBeTruthy();
    expect(await screen.findByText("casino page")).toBeTruthy();
    expect(api.calls.filter((call) => call.path === "/api/core/casino/settings2")).toHaveLength(1);
  });
});

describe("startShellBoot with the app's query client", () => {
  it("starts the frame's content texts and the landing page's own reads in the default locale, before any render", async () => {
    const api = fakeApi({
      "GET /api/core/casino/settings2": () => ok({}),
      "GET /api/core/casino/locales/en.json": () => ok({ locale: "en", texts: { "cookie.notice": "Remote notice" } }),
    });
    const queryClient = new QueryClient();
    const lobby = { ...page("casino"), bootPrefetch: vi.fn() };
    const other = { ...page("deposit"), bootPrefetch: vi.fn() };
    startShellBoot({ brand: BRAND, env: {}, pages: [lobby, other], location: { pathname: "/casino" }, queryClient, fetch: api.fetch });
    // Settings2 at once; the catalog and the chunk a task later; the first reads a task after that (tasks of their own).
    expect(api.calls.map((call) => call.path)).toEqual(["/api/core/casino/settings2"]);
    await nextTask();
    expect(lobby.component.preload).toHaveBeenCalledTimes(1);
    expect(lobby.bootPrefetch).not.toHaveBeenCalled();
    await nextTask();
    expect(lobby.bootPrefetch).toHaveBeenCalledWith({ queryClient, locale: "en", params: {} });
    expect(other.bootPrefetch).not.toHaveBeenCalled();
    expect(api.calls.map((call) => call.path)).toEqual(["/api/core/casino/settings2", "/api/core/casino/locales/en.json"]);
    await vi.waitFor(() => {
      const texts = queryClient.getQueriesData<{ texts: Record<string, string> }>({ queryKey: ["content-texts", "en"] });
      expect(texts.map(([, data]) => data?.texts["cookie.notice"])).toEqual(["Remote notice"]);
    });
  });

  it("gives a landing page with parameters the ones of its path (a game's page its game)", async () => {
    const api = fakeApi({ "GET /api/core/casino/settings2": () => ok({}) });
    const queryClient = new QueryClient();
    const game = { ...page("game"), bootPrefetch: vi.fn() };
    startShellBoot({ brand: BRAND, env: {}, pages: [game], location: { pathname: "/casino/games/book-of-dead" }, queryClient, fetch: api.fetch });
    await nextTask();
    await nextTask();
    expect(game.bootPrefetch).toHaveBeenCalledWith({ queryClient, locale: "en", params: { game: "book-of-dead" } });
  });

  it("asks for nothing more without a query client (the reads then start with the first render)", async () => {
    const api = fakeApi({ "GET /api/core/casino/settings2": () => ok({}) });
    const lobby = { ...page("casino"), bootPrefetch: vi.fn() };
    startShellBoot({ brand: BRAND, env: {}, pages: [lobby], location: { pathname: "/casino" }, fetch: api.fetch });
    await nextTask();
    await nextTask();
    expect(lobby.bootPrefetch).not.toHaveBeenCalled();
    expect(api.calls.map((call) => call.path)).toEqual(["/api/core/casino/settings2"]);
  });
});
