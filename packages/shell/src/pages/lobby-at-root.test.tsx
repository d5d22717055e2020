import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeApi, ok } from "../test/fake-api.ts";
import { renderApp, startSession } from "../test/render-app.tsx";
import type { PageDefinition } from "./page-registry.ts";

beforeEach(() => startSession(null));
afterEach(() => startSession(null));

// Issue 29 point 1: a brand (here a test copy of its settings) may put the lobby at / instead of the home page.
const fetch = () => fakeApi({ "GET /api/core/casino/locales/en.json": () => ok({ locale: "en", texts: {} }) }).fetch;
const LOBBY: PageDefinition = { key: "casino", component: () => <h1>The lobby</h1> };
const main = async () => within(await screen.findByRole("main"));
const logoHref = () => screen.getByRole("banner").querySelector("a")?.getAttribute("href");

describe("a brand with the lobby at /", () => {
  it("through pageUrlSetup serves the lobby at /, not the home page, and the logo leads there", async () => {
    const { router } = renderApp("/", { fetch: fetch(), pages: [LOBBY], brand: { pageUrlSetup: [{ key: "casino", href: "/" }] } });
    expect(await (await main()).findByRole("heading", { level: 1, name: "The lobby" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Explore the casino" })).toBeNull();
    expect(logoHref()).toBe("/");
    expect(router.options.context.pagePaths.casino).toBe("/");
  });

  it("through pageKeys.home shows the lobby at /, where the logo leads", async () => {
    const brand = { pageKeys: { home: "casino" } };
    renderApp("/", { fetch: fetch(), pages: [LOBBY], brand });
    expect(await (await main()).findByRole("heading", { level: 1, name: "The lobby" })).toBeTruthy();
    expect(logoHref()).toBe("/");
  });

  it("keeps the home page at / without either setting", async () => {
    renderApp("/", { fetch: fetch(), pages: [LOBBY] });
    expect(await (await main()).findByRole("link", { name: "Explore the casino" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "The lobby" })).toBeNull();
  });
});
