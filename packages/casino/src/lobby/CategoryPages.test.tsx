import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, ok } from "@casino/shell/test-support";
import { renderApp, startAsGuest } from "../test/render-app.tsx";
import { CATEGORIES } from "./lobby-fixtures.ts";

// The grid is the grid slice's: here it only has to be given the right category and heading.
vi.mock("../grid/GameBrowser.tsx", () => ({
  GameBrowser: (props: { category?: string; provider?: string; heading: string }) => (
    <section aria-label={`browser ${props.heading}`} data-category={props.category ?? ""} data-provider={props.provider ?? ""} />
  ),
}));

beforeEach(startAsGuest);
afterEach(startAsGuest);

function open(path: string) {
  const api = fakeApi({ "GET /api/admin/get-full-category-list": () => ok({ topCategoryList: CATEGORIES }) });
  return renderApp(path, { fetch: api.fetch });
}

describe("the category pages", () => {
  it.each([
    ["/casino/slots", "Slots", "slots"],
    ["/casino/live-casino", "Live casino", "live-casino"],
    ["/casino/popular", "Popular", "popular"],
    ["/casino/categories/new", "New", "new"],
    ["/casino/categories/table-games", "Table games", "table-games"],
  ])("%s shows its heading and the game browser of %s", async (path, heading, category) => {
    open(path);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeTruthy();
    const browser = screen.getByRole("region", { name: `browser ${heading}` });
    expect(browser.getAttribute("data-category")).toBe(category);
    await waitFor(() => expect(document.title).toBe(`${heading} | Test Casino`));
  });

  it("says so for an unknown category", async () => {
    open("/casino/categories/no-such-thing");
    expect(await screen.findByRole("heading", { level: 1, name: "Category not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the casino" }).getAttribute("href")).toBe("/casino");
    expect(screen.queryByRole("region", { name: /^browser/ })).toBeNull();
  });
});
