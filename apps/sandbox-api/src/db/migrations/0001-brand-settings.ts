import type { Migration } from "../migrate.ts";

export const migration: Migration = {
  id: "0001-brand-settings",
  sql: `
    CREATE TABLE brand_settings (
      brand TEXT PRIMARY KEY,
      system_token TEXT NOT NULL UNIQUE,
      settings_json TEXT NOT NULL CHECK (json_valid(settings_json))
    );
  `,
};
