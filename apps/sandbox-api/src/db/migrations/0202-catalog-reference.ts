import type { Migration } from "../migrate.ts";

// Reference data of the registration and cashier forms, plus the content texts and marketing scripts
// the shell loads. content_texts holds English for every key and other locales only where translated:
// the route merges a locale over English.
export const migration: Migration = {
  id: "0202-catalog-reference",
  sql: `
    CREATE TABLE countries (
      code TEXT PRIMARY KEY CHECK (length(code) = 2),
      name TEXT NOT NULL,
      phone_code TEXT NOT NULL,
      flag TEXT NOT NULL
    ) WITHOUT ROWID;

    CREATE TABLE currencies (
      code TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      symbol TEXT NOT NULL,
      decimals INTEGER NOT NULL CHECK (decimals BETWEEN 0 AND 8),
      is_crypto INTEGER NOT NULL CHECK (is_crypto IN (0, 1)),
      sort_order INTEGER NOT NULL
    ) WITHOUT ROWID;

    -- state: 0 hidden, 1 shown and optional, 2 shown and required.
    CREATE TABLE registration_fields (
      field TEXT PRIMARY KEY,
      state INTEGER NOT NULL CHECK (state IN (0, 1, 2))
    ) WITHOUT ROWID;

    -- audience: who gets the entry; see repos/catalog-scripts.ts.
    CREATE TABLE marketing_scripts (
      key TEXT PRIMARY KEY,
      audience TEXT NOT NULL CHECK (audience IN ('all', 'guests', 'users', 'depositors', 'non-depositors')),
      head TEXT NOT NULL DEFAULT '',
      body_start TEXT NOT NULL DEFAULT '',
      body_end TEXT NOT NULL DEFAULT '',
      sort_order INTEGER NOT NULL
    ) WITHOUT ROWID;

    CREATE TABLE content_locales (
      code TEXT PRIMARY KEY
    ) WITHOUT ROWID;

    CREATE TABLE content_texts (
      locale TEXT NOT NULL REFERENCES content_locales (code),
      key TEXT NOT NULL,
      value TEXT NOT NULL,
      PRIMARY KEY (locale, key)
    ) WITHOUT ROWID;
  `,
};
