import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeApi, ok } from "@casino/shell/test-support";
import { catalogue, getGamesOver } from "../grid/test-kit.tsx";
import { renderApp, startAsGuest } from "../test/render-app.tsx";
import { CATEGORIES } from "./lobby-fixtures.ts";

beforeEach(startAsGuest);
afterEach(startAsGuest);

// Issue 29 point 5: the page's h1 and the grid's h2 both said the category's name. With the real grid (not mocked).
describe("a category page's title", () => {
  it.each([
    ["/casino/slots", "Slots"],
    ["/casino/categories/new", "New"],
  ])("%s says %s once, and its grid is still named by it", async (path, title) => {
    const api = fakeApi({
      "GET /api/admin/get-full-category-list": () => ok({ topCategoryList: CATEGORIES }),
      "GET /api/admin/get-games": getGamesOver(catalogue(6)),
      "GET /api/admin/get-providers": () => ok({ rows: [], count: 0 }),
    });
    renderApp(path, { fetch: api.fetch });
    expect(await screen.findByRole("list", { name: title })).toBeTruthy();
    expect(screen.getAllByRole("heading", { name: title })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole("region", { name: title })).toBeTruthy();
  });
});
