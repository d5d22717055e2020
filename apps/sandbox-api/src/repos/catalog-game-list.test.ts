import { GAME_SORTS, type GameSort } from "@casino/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.ts";
import { gameListSql, sortColumns, type GameListQuery } from "./catalog-game-list.ts";

// No timing: the list stays fast at 5,000 games because every page is an index walk. These tests pin that
// down through SQLite's own query plans, so a dropped index or a query the planner cannot serve fails here.
let t: TestApp;
beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

const indexOf: Record<GameSort, string> = {
  popular: "games_popularity",
  releaseDate: "games_release_date",
  name: "games_name",
  returnToPlayer: "games_rtp",
  maxMultiplier: "games_max_multiplier",
  minBet: "games_min_bet",
  maxBet: "games_max_bet",
};

function plans(query: Partial<GameListQuery>) {
  const { pageSql, countSql, pageParams, countParams } = gameListSql({ sort: "popular", order: "asc", limit: 24, offset: 0, ...query });
  const explain = (sql: string, params: object) =>
    (t.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(params) as Array<{ detail: string }>).map((row) => row.detail).join("\n");
  return { page: explain(pageSql, pageParams), count: explain(countSql, countParams) };
}

const categoryId = (slug: string) => t.db.prepare("SELECT id FROM game_categories WHERE slug = ?").pluck().get(slug) as number;

describe("games list indexes", () => {
  it("exist for every sort column, the provider and category membership", () => {
    const indexes = t.db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name IN ('games', 'game_category_links')").all() as Array<{ name: string; sql: string | null }>;
    const names = indexes.map((i) => i.name);
    expect(names).toEqual(expect.arrayContaining([...Object.values(indexOf), "games_provider", "game_category_links_game"]));
    for (const sort of GAME_SORTS) {
      expect(indexes.find((i) => i.name === indexOf[sort])?.sql).toContain(`(${sortColumns[sort]}`);
    }
  });

  it.each(GAME_SORTS.flatMap((sort) => [[sort, "asc"], [sort, "desc"]] as Array<[GameSort, "asc" | "desc"]>))(
    "sort=%s %s walks its index without sorting",
    (sort, order) => {
      const { page } = plans({ sort, order });
      expect(page).toMatch(new RegExp(`SCAN g USING INDEX ${indexOf[sort]}\\b`));
      expect(page).not.toContain("TEMP B-TREE");
    },
  );

  it.each(GAME_SORTS)("a cursor page of sort=%s starts inside the index", (sort) => {
    const { page } = plans({ sort, order: "desc", after: { value: 1, id: 1 } });
    expect(page).toMatch(new RegExp(`SEARCH g USING INDEX ${indexOf[sort]} \\(${sortColumns[sort]}<\\?\\)`));
  });

  it.each([
    ["slots", "name"],
    ["live-casino", "popular"],
    ["jackpots", "returnToPlayer"],
  ] as Array<[string, GameSort]>)("category=%s sort=%s walks the sort index and checks membership by key", (slug, sort) => {
    const { page, count } = plans({ sort, categoryId: categoryId(slug) });
    expect(page).toMatch(new RegExp(`SCAN g USING INDEX ${indexOf[sort]}\\b`));
    expect(page).toMatch(/SEARCH l USING PRIMARY KEY \(category_id=\? AND game_id=\?\)/);
    expect(page).not.toContain("TEMP B-TREE");
    expect(count).toMatch(/SEARCH l USING (COVERING INDEX|PRIMARY KEY).*\(category_id=\?\)/);
  });

  it("provider=... sort=popular reads the provider's games in rank order", () => {
    const { page, count } = plans({ providerIds: [1] });
    expect(page).toMatch(/SEARCH g USING INDEX games_provider \(provider_id=\?\)/);
    expect(page).not.toContain("TEMP B-TREE");
    expect(count).toMatch(/SEARCH g USING COVERING INDEX games_provider \(provider_id=\?\)/);
  });

  it("several providers read each provider's index range", () => {
    const { page } = plans({ providerIds: [1, 2, 3] });
    expect(page).toMatch(/USING INDEX games_provider \(provider_id=\?\)/);
  });

  it("a search filters the normalised column while walking the sort index", () => {
    const { page } = plans({ search: "gold", sort: "releaseDate", order: "desc" });
    expect(page).toMatch(/SCAN g USING INDEX games_release_date\b/);
    expect(page).not.toContain("TEMP B-TREE");
  });
});
