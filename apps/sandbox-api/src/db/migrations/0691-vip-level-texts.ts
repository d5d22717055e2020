import type { Migration } from "../migrate.ts";

// Issue 31: a VIP level's name and perks read in the player's language. name_texts_json maps a locale to the level's
// name, perks_texts_json to its list of perks in the order of perks_json; a locale without its own reads name and
// perks_json (English).
export const migration: Migration = {
  id: "0691-vip-level-texts",
  sql: `
    ALTER TABLE vip_levels ADD COLUMN name_texts_json TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(name_texts_json));
    ALTER TABLE vip_levels ADD COLUMN perks_texts_json TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(perks_texts_json));
  `,
};
