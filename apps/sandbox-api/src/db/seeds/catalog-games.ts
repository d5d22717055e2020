import type { Seed } from "../seed.ts";
import { categoryNames } from "./catalog-category-names.ts";
import { generateCatalog, type GeneratedGame } from "./catalog-game-generator.ts";

/** How many of the most popular games make the "popular" category, and of the newest the "new" one. */
const POPULAR_SIZE = 300;
const NEW_SIZE = 200;

interface CategorySpec {
  slug: string;
  names: Record<string, string>;
  /** Membership; `newest` holds the ids of the NEW_SIZE most recent games. */
  has(game: GeneratedGame, newest: ReadonlySet<number>): boolean;
}

export const categorySpecs: readonly CategorySpec[] = [
  { slug: "popular", names: categoryNames["popular"], has: (g) => g.popularityRank <= POPULAR_SIZE },
  { slug: "new", names: categoryNames["new"], has: (g, newest) => newest.has(g.id) },
  { slug: "slots", names: categoryNames["slots"], has: (g) => g.type === "slot" },
  { slug: "live-casino", names: categoryNames["live-casino"], has: (g) => g.type === "live" },
  { slug: "jackpots", names: categoryNames["jackpots"], has: (g) => g.isJackpot },
  { slug: "table-games", names: categoryNames["table-games"], has: (g) => g.isTable },
];

export const catalogGamesSeed: Seed = {
  id: "catalog-games",
  run(db, { now, gameCount }) {
    const { providers, games } = generateCatalog(now, gameCount);
    const insertProvider = db.prepare("INSERT INTO game_providers (id, slug, name) VALUES (@id, @slug, @name)");
    for (const provider of providers) insertProvider.run(provider);

    const insertCategory = db.prepare(
      "INSERT INTO game_categories (id, slug, sort_order, names_json) VALUES (?, ?, ?, ?)",
    );
    categorySpecs.forEach((c, i) => insertCategory.run(i + 1, c.slug, i + 1, JSON.stringify(c.names)));

    const insertGame = db.prepare(`
      INSERT INTO games (id, slug, name, name_norm, search_text, provider_id, game_type, rtp, min_bet, max_bet,
        max_multiplier, has_bonus_buy, is_bonus, has_demo, volatility, release_date, popularity_rank, description)
      VALUES (@id, @slug, @name, @nameNorm, @searchText, @providerId, @type, @rtp, @minBet, @maxBet,
        @maxMultiplier, @hasBonusBuy, @isBonus, @hasDemo, @volatility, @releaseDate, @popularityRank, @description)
    `);
    for (const game of games) {
      insertGame.run({
        ...game,
        hasBonusBuy: Number(game.hasBonusBuy),
        isBonus: Number(game.isBonus),
        hasDemo: Number(game.hasDemo),
      });
    }

    const newest = new Set(
      [...games]
        .sort((a, b) => b.releaseDate.localeCompare(a.releaseDate) || b.id - a.id)
        .slice(0, NEW_SIZE)
        .map((g) => g.id),
    );
    const link = db.prepare("INSERT INTO game_category_links (category_id, game_id) VALUES (?, ?)");
    categorySpecs.forEach((category, i) => {
      for (const game of games) if (category.has(game, newest)) link.run(i + 1, game.id);
    });
  },
};
