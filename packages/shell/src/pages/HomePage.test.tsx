import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, ok } from "../test/fake-api.ts";
import { renderApp, startSession } from "../test/render-app.tsx";
import type { HomeSectionDefinition } from "../home/home-sections.tsx";

beforeEach(() => startSession(null));
afterEach(() => startSession(null));

const api = (texts: Record<string, string> = {}) =>
  fakeApi({ "GET /api/core/casino/locales/en.json": () => ok({ locale: "en", texts }) }).fetch;
const section = (key: string, text: string): HomeSectionDefinition => ({ key, component: () => <p>{text}</p> });
const main = async () => within(await screen.findByRole("main"));

describe("the home page", () => {
  it("shows the hero from the content texts, the remote ones over the built-in", async () => {
    renderApp("/", { fetch: api({ "home.hero.title": "Play at the Riviera" }) });
    const page = await main();
    expect(await page.findByRole("heading", { level: 1, name: "Play at the Riviera" })).toBeTruthy();
    expect(page.getByText("Slots, live dealers and table games, with fast payouts in fiat and crypto.")).toBeTruthy();
    expect(page.getByRole("link", { name: "Explore the casino" }).getAttribute("href")).toBe("/casino");
    expect(page.getByRole("link", { name: "Sign up" }).getAttribute("href")).toContain("modal=login");
  });

  it("places the features' sections in the brand's order and leaves out keys no feature serves", async () => {
    renderApp("/", {
      fetch: api(),
      brand: { homeSections: ["gameRows", "hero", "unknownSection", "welcomeOffer"] },
      homeSections: [section("welcomeOffer", "Welcome offer section"), section("gameRows", "Game rows section"), section("notListed", "Not listed")],
    });
    const page = await main();
    await page.findByText("Welcome offer section");
    const order = [page.getByText("Game rows section"), page.getByRole("heading", { level: 1 }), page.getByText("Welcome offer section")];
    for (let index = 1; index < order.length; index += 1) {
      expect(order[index - 1]!.compareDocumentPosition(order[index]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(page.queryByText("Not listed")).toBeNull();
  });

  it("keeps a level-1 heading (the brand's name) when the brand leaves the hero out", async () => {
    renderApp("/", { fetch: api(), brand: { homeSections: ["gameRows"] }, homeSections: [section("gameRows", "Rows")] });
    expect(await screen.findByRole("heading", { level: 1, name: "Test Casino" })).toBeTruthy();
  });

  it("shows a section that breaks as a load error with Retry, and the rest of the page stays", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let broken = true;
    const flaky: HomeSectionDefinition = {
      key: "promotions",
      component: () => {
        if (broken) throw new Error("section broke");
        return <p>Promotions section</p>;
      },
    };
    renderApp("/", { fetch: api(), brand: { homeSections: ["hero", "promotions", "gameRows"] }, homeSections: [flaky, section("gameRows", "Rows")] });
    const page = await main();
    expect(await page.findByText("Data loading error")).toBeTruthy();
    expect(page.getByText("Rows")).toBeTruthy();
    broken = false;
    await userEvent.click(page.getByRole("button", { name: "Retry" }));
    expect(await page.findByText("Promotions section")).toBeTruthy();
    log.mockRestore();
  });
});
