import { GAMES_MAX_PAGE_SIZE, GAMES_PAGE_SIZE, GAME_SORTS, SORT_ORDERS } from "@casino/api-client";
import type { GameDetails, GamesPage, GameRows, Providers } from "@casino/api-client";
import type { Hono } from "hono";
import * as v from "valibot";
import type { AppDeps } from "../context.ts";
import { badRequest, notFound } from "../http/errors.ts";
import { readQuery } from "../http/validate.ts";
import { findGameBySlug, gameDetails, relatedGames, toGameSummary } from "../repos/catalog-game-rows.ts";
import { defaultOrders, findCategoryId, findProviderId, listGames } from "../repos/catalog-game-list.ts";
import { decodeCursor, encodeCursor, intParam, requestOrigin } from "./catalog-query.ts";

const GamesQuery = v.object({
  category: v.optional(v.string()),
  provider: v.optional(v.string()),
  search: v.optional(v.pipe(v.string(), v.maxLength(100))),
  sort: v.optional(v.picklist(GAME_SORTS), "popular"),
  order: v.optional(v.picklist(SORT_ORDERS)),
  limit: v.optional(intParam(1, GAMES_MAX_PAGE_SIZE), String(GAMES_PAGE_SIZE)),
  offset: v.optional(intParam(0, 1_000_000), "0"),
  cursor: v.optional(v.pipe(v.string(), v.nonEmpty())),
});

const LimitQuery = v.object({ limit: v.optional(intParam(1, 50), "12") });

export const gameNotFound = () => notFound("GAME NOT FOUND", "GAME_NOT_FOUND");

export function registerCatalogGamesRoutes(app: Hono, { db }: AppDeps): void {
  app.get("/api/admin/get-games", (c) => {
    const query = readQuery(c, GamesQuery);
    const order = query.order ?? defaultOrders[query.sort];
    if (query.cursor !== undefined && query.offset !== 0) {
      throw badRequest("Send either cursor or offset, not both", "VALIDATION_ERROR");
    }
    const categoryId = query.category === undefined ? undefined : findCategoryId(db, query.category);
    if (query.category !== undefined && categoryId === undefined) throw notFound("Category not found", "CATEGORY_NOT_FOUND");
    // One slug or a comma-separated list (the lobby's multi-provider filter); any unknown slug is a 404.
    const providerSlugs = query.provider === undefined ? [] : [...new Set(query.provider.split(",").map((slug) => slug.trim()))];
    const providerIds = providerSlugs.map((slug) => {
      const id = findProviderId(db, slug);
      if (id === undefined) throw notFound("Provider not found", "PROVIDER_NOT_FOUND");
      return id;
    });

    const result = listGames(db, {
      categoryId,
      providerIds,
      search: query.search,
      sort: query.sort,
      order,
      limit: query.limit,
      offset: query.offset,
      after: query.cursor === undefined ? undefined : decodeCursor(query.cursor, query.sort, order),
    });
    const origin = requestOrigin(c);
    const data: GamesPage = {
      rows: result.rows.map((row) => toGameSummary(row, origin)),
      count: result.count,
      nextCursor: result.next ? encodeCursor({ sort: query.sort, order, ...result.next }) : null,
    };
    return c.json({ success: true, data });
  });

  app.get("/api/admin/get-game/:slug", (c) => {
    const row = findGameBySlug(db, c.req.param("slug"));
    if (!row) throw gameNotFound();
    const data: GameDetails = gameDetails(db, row, requestOrigin(c));
    return c.json({ success: true, data });
  });

  app.get("/api/admin/get-related-games/:slug", (c) => {
    const { limit } = readQuery(c, LimitQuery);
    const row = findGameBySlug(db, c.req.param("slug"));
    if (!row) throw gameNotFound();
    const origin = requestOrigin(c);
    const rows = relatedGames(db, row, limit).map((related) => toGameSummary(related, origin));
    const data: GameRows = { rows, count: rows.length };
    return c.json({ success: true, data });
  });

  app.get("/api/admin/get-providers", (c) => {
    const rows = db
      .prepare(
        `SELECT p.id, p.slug, p.name, count(g.id) AS gameCount
         FROM game_providers p LEFT JOIN games g ON g.provider_id = p.id
         GROUP BY p.id`,
      )
      .all() as Providers["rows"];
    // In JS rather than SQL so that "Ōkami Reels" sorts under O, not after Z.
    rows.sort((a, b) => a.name.localeCompare(b.name, "en"));
    const data: Providers = { rows, count: rows.length };
    return c.json({ success: true, data });
  });
}
