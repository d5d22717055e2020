import type { Migration } from "../migrate.ts";

// Issue 28 review: the wager below a full loyalty point (one per 10 wagered) is carried to the next bet, so bets
// smaller than 10 earn points too (each was rounded down to none).
export const migration: Migration = {
  id: "0690-vip-wager-carry",
  sql: `ALTER TABLE vip_points ADD COLUMN wager_carried REAL NOT NULL DEFAULT 0;`,
};
