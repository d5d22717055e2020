import type { Migration } from "../migrate.ts";

// The lobby reads games by category or provider in one of seven orders, 24 at a time, out of 5,000:
// every sort key has an index ending in id (the tie-breaker of the keyset cursor), so a page is an
// index walk rather than a sort of the whole table. name_norm and search_text hold the name folded to
// lower case without accents (see repos/catalog-normalise.ts) for name order and search.
export const migration: Migration = {
  id: "0201-catalog-games",
  sql: `
    CREATE TABLE game_providers (
      id INTEGER PRIMARY KEY,
      slug TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL
    );

    CREATE TABLE game_categories (
      id INTEGER PRIMARY KEY,
      slug TEXT NOT NULL UNIQUE,
      sort_order INTEGER NOT NULL,
      names_json TEXT NOT NULL CHECK (json_valid(names_json))
    );

    CREATE TABLE games (
      id INTEGER PRIMARY KEY,
      slug TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      name_norm TEXT NOT NULL,
      search_text TEXT NOT NULL,
      provider_id INTEGER NOT NULL REFERENCES game_providers (id),
      game_type TEXT NOT NULL CHECK (game_type IN ('slot', 'live', 'table')),
      rtp REAL NOT NULL CHECK (rtp BETWEEN 0 AND 100),
      min_bet REAL NOT NULL CHECK (min_bet > 0),
      max_bet REAL NOT NULL CHECK (max_bet >= min_bet),
      max_multiplier REAL NOT NULL CHECK (max_multiplier > 0),
      has_bonus_buy INTEGER NOT NULL CHECK (has_bonus_buy IN (0, 1)),
      is_bonus INTEGER NOT NULL CHECK (is_bonus IN (0, 1)),
      has_demo INTEGER NOT NULL CHECK (has_demo IN (0, 1)),
      volatility TEXT CHECK (volatility IN ('low', 'medium', 'high')),
      release_date TEXT NOT NULL,
      popularity_rank INTEGER NOT NULL,
      description TEXT NOT NULL
    );
    CREATE UNIQUE INDEX games_popularity ON games (popularity_rank);
    CREATE INDEX games_release_date ON games (release_date, id);
    CREATE INDEX games_name ON games (name_norm, id);
    CREATE INDEX games_rtp ON games (rtp, id);
    CREATE INDEX games_max_multiplier ON games (max_multiplier, id);
    CREATE INDEX games_min_bet ON games (min_bet, id);
    CREATE INDEX games_max_bet ON games (max_bet, id);
    CREATE INDEX games_provider ON games (provider_id, popularity_rank);

    CREATE TABLE game_category_links (
      category_id INTEGER NOT NULL REFERENCES game_categories (id),
      game_id INTEGER NOT NULL REFERENCES games (id),
      PRIMARY KEY (category_id, game_id)
    ) WITHOUT ROWID;
    CREATE INDEX game_category_links_game ON game_category_links (game_id, category_id);
  `,
};
