import type { Category } from "@casino/api-client";
import type { Hono } from "hono";
import * as v from "valibot";
import type { AppDeps } from "../context.ts";
import { unauthorized } from "../http/errors.ts";
import { readQuery } from "../http/validate.ts";
import { toGameSummary } from "../repos/catalog-game-rows.ts";
import { listGames } from "../repos/catalog-game-list.ts";
import { intParam, requestOrigin } from "./catalog-query.ts";

const CategoryListQuery = v.object({
  locale: v.optional(v.pipe(v.string(), v.regex(/^[a-zA-Z]{2,3}([-_][a-zA-Z0-9]{2,8})?$/)), "en"),
  /** How many games each category carries. */
  games: v.optional(intParam(0, 48), "12"),
});

interface CategoryRow {
  id: number;
  slug: string;
  names_json: string;
  game_count: number;
}

/** The name in `locale`, else in its language ("pt-BR" -> "pt"), else English. */
function localisedName(names: Record<string, string>, locale: string): string {
  const language = locale.split(/[-_]/)[0]!.toLowerCase();
  return names[locale] ?? names[language] ?? names["en"] ?? "";
}

export function registerCatalogCategoryRoutes(app: Hono, { db }: AppDeps): void {
  app.get("/api/admin/get-full-category-list", (c) => {
    // Spec §7: this call carries the system token; only a brand's own token opens it.
    const token = c.req.header("x-system-token");
    const known = token !== undefined && db.prepare("SELECT 1 FROM brand_settings WHERE system_token = ?").get(token);
    if (!known) throw unauthorized("A valid system token is required", "SYSTEM_TOKEN_REQUIRED");

    const { locale, games } = readQuery(c, CategoryListQuery);
    const origin = requestOrigin(c);
    const rows = db
      .prepare(
        `SELECT c.id, c.slug, c.names_json,
           (SELECT count(*) FROM game_category_links l WHERE l.category_id = c.id) AS game_count
         FROM game_categories c ORDER BY c.sort_order`,
      )
      .all() as CategoryRow[];
    const topCategoryList: Category[] = rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: localisedName(JSON.parse(row.names_json) as Record<string, string>, locale),
      gameCount: row.game_count,
      games: listGames(db, { categoryId: row.id, sort: "popular", order: "asc", limit: games, offset: 0 }).rows.map(
        (game) => toGameSummary(game, origin),
      ),
    }));
    return c.json({ success: true, data: { topCategoryList } });
  });
}
