import type { Migration } from "../migrate.ts";

// A player's games: launches (game_sessions, which also give "recent games"), favourites, and the rounds
// the demo slot writes (game_rounds, read as the casino history). A guest's demo session has no user.
//
// game_rounds money columns are integers in the currency's minor units (10^decimals of currencies.decimals:
// cents for fiat, 1e-8 for crypto), so a spin's balance arithmetic is exact. amount is the size of the
// movement (never negative); type says its direction: bet takes it from the balance, win and refund add it.
export const migration: Migration = {
  id: "0203-catalog-player-games",
  sql: `
    CREATE TABLE game_sessions (
      id TEXT PRIMARY KEY,
      user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
      game_id INTEGER NOT NULL REFERENCES games (id),
      mode TEXT NOT NULL CHECK (mode IN ('real', 'demo')),
      country_code TEXT,
      created_at TEXT NOT NULL,
      ended_at TEXT
    );
    CREATE INDEX game_sessions_user ON game_sessions (user_id, created_at);

    CREATE TABLE favorite_games (
      user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      game_id INTEGER NOT NULL REFERENCES games (id),
      created_at TEXT NOT NULL,
      PRIMARY KEY (user_id, game_id)
    ) WITHOUT ROWID;
    CREATE INDEX favorite_games_user_date ON favorite_games (user_id, created_at);

    CREATE TABLE game_rounds (
      id INTEGER PRIMARY KEY,
      transaction_id TEXT NOT NULL UNIQUE,
      user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      session_id TEXT REFERENCES game_sessions (id),
      game_id INTEGER NOT NULL REFERENCES games (id),
      type TEXT NOT NULL CHECK (type IN ('bet', 'win', 'refund')),
      currency_code TEXT NOT NULL REFERENCES currencies (code),
      balance_before INTEGER NOT NULL,
      amount INTEGER NOT NULL CHECK (amount >= 0),
      balance_after INTEGER NOT NULL,
      bonus_balance INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL
    );
    CREATE INDEX game_rounds_user_date ON game_rounds (user_id, created_at, id);
  `,
};
