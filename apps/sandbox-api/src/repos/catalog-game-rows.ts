import type { GameDetails, GameSummary } from "@casino/api-client";
import type { Database } from "better-sqlite3";

/** Columns every game query selects: the game plus its provider. */
export const GAME_COLUMNS = `g.id, g.slug, g.name, g.game_type, g.rtp, g.min_bet, g.max_bet, g.max_multiplier,
  g.has_bonus_buy, g.is_bonus, g.has_demo, g.release_date, g.popularity_rank, g.volatility, g.description,
  p.slug AS provider_slug, p.name AS provider_name`;
export const GAME_FROM = "games g JOIN game_providers p ON p.id = g.provider_id";

export interface GameRow {
  id: number;
  slug: string;
  name: string;
  game_type: GameSummary["type"];
  rtp: number;
  min_bet: number;
  max_bet: number;
  max_multiplier: number;
  has_bonus_buy: number;
  is_bonus: number;
  has_demo: number;
  release_date: string;
  popularity_rank: number;
  volatility: GameDetails["volatility"];
  description: string;
  provider_slug: string;
  provider_name: string;
}

/** Thumbnails are served by this sandbox as PNG, raster like real providers' tiles; URLs are absolute on the origin the request came to. */
export const thumbnailUrl = (origin: string, slug: string) => `${origin}/sandbox/thumbnails/${encodeURIComponent(slug)}.png`;

export function toGameSummary(row: GameRow, origin: string): GameSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    provider: row.provider_name,
    providerSlug: row.provider_slug,
    type: row.game_type,
    thumbnailUrl: thumbnailUrl(origin, row.slug),
    rtp: row.rtp,
    minBet: row.min_bet,
    maxBet: row.max_bet,
    maxMultiplier: row.max_multiplier,
    hasBonusBuy: row.has_bonus_buy === 1,
    isBonus: row.is_bonus === 1,
    demo: row.has_demo === 1,
    releaseDate: row.release_date,
    popularity: row.popularity_rank,
  };
}

export function findGameBySlug(db: Database, slug: string): GameRow | undefined {
  return db.prepare(`SELECT ${GAME_COLUMNS} FROM ${GAME_FROM} WHERE g.slug = ?`).get(slug) as GameRow | undefined;
}

export function gameDetails(db: Database, row: GameRow, origin: string): GameDetails {
  const categories = db
    .prepare(
      `SELECT c.slug FROM game_category_links l JOIN game_categories c ON c.id = l.category_id
       WHERE l.game_id = ? ORDER BY c.sort_order`,
    )
    .pluck()
    .all(row.id) as string[];
  return { ...toGameSummary(row, origin), description: row.description, volatility: row.volatility, categories };
}

/** The provider's other games, most popular first (walks the games_provider index). */
export function relatedGames(db: Database, row: GameRow, limit: number): GameRow[] {
  return db
    .prepare(
      `SELECT ${GAME_COLUMNS} FROM ${GAME_FROM}
       WHERE g.provider_id = (SELECT provider_id FROM games WHERE id = ?) AND g.id <> ?
       ORDER BY g.popularity_rank LIMIT ?`,
    )
    .all(row.id, row.id, limit) as GameRow[];
}
