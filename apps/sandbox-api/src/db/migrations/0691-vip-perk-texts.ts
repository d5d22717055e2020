import type { Migration } from "../migrate.ts";

// Issue 31: a VIP level's perks read in the player's language. perks_texts_json maps a locale to its list of perks, in
// the order of perks_json (the English list, used where a locale has none).
export const migration: Migration = {
  id: "0691-vip-perk-texts",
  sql: `ALTER TABLE vip_levels ADD COLUMN perks_texts_json TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(perks_texts_json));`,
};
