import type { GameSort, SortOrder } from "@casino/api-client";
import type { Database } from "better-sqlite3";
import { GAME_COLUMNS, GAME_FROM, type GameRow } from "./catalog-game-rows.ts";
import { containsPattern, normaliseText } from "./catalog-normalise.ts";

/** Each sort is an indexed column of games (migration 0201), with id as tie-breaker. */
export const sortColumns: Record<GameSort, keyof GameRow | "name_norm"> = {
  popular: "popularity_rank",
  releaseDate: "release_date",
  name: "name_norm",
  returnToPlayer: "rtp",
  maxMultiplier: "max_multiplier",
  minBet: "min_bet",
  maxBet: "max_bet",
};

/** The order a sort means without a direction: most popular, newest, A-Z, highest RTP, ... */
export const defaultOrders: Record<GameSort, SortOrder> = {
  popular: "asc",
  releaseDate: "desc",
  name: "asc",
  returnToPlayer: "desc",
  maxMultiplier: "desc",
  minBet: "asc",
  maxBet: "desc",
};

/** Keyset position: the sort value and id of the last row of the previous page. */
export interface GameListPosition {
  value: string | number;
  id: number;
}

export interface GameListQuery {
  categoryId?: number | undefined;
  /** Any of these providers (one slug or a comma-separated list in get-games); none means every provider. */
  providerIds?: readonly number[] | undefined;
  search?: string | undefined;
  sort: GameSort;
  order: SortOrder;
  limit: number;
  offset: number;
  after?: GameListPosition | undefined;
}

export interface GameListResult {
  rows: GameRow[];
  count: number;
  /** Position after the last row, when more rows follow. */
  next: GameListPosition | undefined;
}

/** The SQL of one page and of its total count, with named parameters (exported for EXPLAIN QUERY PLAN tests). */
export function gameListSql(query: GameListQuery) {
  const column = `g.${sortColumns[query.sort]}`;
  const direction = query.order === "asc" ? "ASC" : "DESC";
  const shared: string[] = [];
  const params: Record<string, string | number> = {};
  const providerIds = query.providerIds ?? [];
  if (providerIds.length > 0) {
    const names = providerIds.map((id, index) => {
      params[`providerId${index}`] = id;
      return `@providerId${index}`;
    });
    // One provider keeps the plain equality, so its plan stays a single index range.
    shared.push(names.length === 1 ? `g.provider_id = ${names[0]}` : `g.provider_id IN (${names.join(", ")})`);
  }
  if (query.search !== undefined && normaliseText(query.search) !== "") {
    shared.push("g.search_text LIKE @pattern ESCAPE '\\'");
    params["pattern"] = containsPattern(query.search);
  }
  const page = [...shared];
  const count = [...shared];
  let countFrom = "games g";
  if (query.categoryId !== undefined) {
    params["categoryId"] = query.categoryId;
    // A page walks the sort index and checks membership; the count walks the category's links.
    page.push("EXISTS (SELECT 1 FROM game_category_links l WHERE l.category_id = @categoryId AND l.game_id = g.id)");
    countFrom = "game_category_links l JOIN games g ON g.id = l.game_id";
    count.push("l.category_id = @categoryId");
  }
  const pageParams: Record<string, string | number> = { ...params, limit: query.limit + 1, offset: query.offset };
  if (query.after) {
    page.push(`(${column}, g.id) ${direction === "ASC" ? ">" : "<"} (@afterValue, @afterId)`);
    pageParams["afterValue"] = query.after.value;
    pageParams["afterId"] = query.after.id;
  }
  const where = (filters: string[]) => (filters.length ? `WHERE ${filters.join(" AND ")}` : "");
  return {
    pageSql: `SELECT ${GAME_COLUMNS}, ${column} AS sort_value FROM ${GAME_FROM} ${where(page)}
      ORDER BY ${column} ${direction}, g.id ${direction} LIMIT @limit OFFSET @offset`,
    countSql: `SELECT count(*) FROM ${countFrom} ${where(count)}`,
    pageParams,
    countParams: params,
  };
}

export function listGames(db: Database, query: GameListQuery): GameListResult {
  const { pageSql, countSql, pageParams, countParams } = gameListSql(query);
  const found = db.prepare(pageSql).all(pageParams) as Array<GameRow & { sort_value: string | number }>;
  const count = db.prepare(countSql).pluck().get(countParams) as number;
  const rows = found.slice(0, query.limit);
  const last = rows[rows.length - 1];
  return { rows, count, next: found.length > query.limit && last ? { value: last.sort_value, id: last.id } : undefined };
}

export const findCategoryId = (db: Database, slug: string) =>
  db.prepare("SELECT id FROM game_categories WHERE slug = ?").pluck().get(slug) as number | undefined;

export const findProviderId = (db: Database, slug: string) =>
  db.prepare("SELECT id FROM game_providers WHERE slug = ?").pluck().get(slug) as number | undefined;
