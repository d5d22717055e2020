import type { Database } from "better-sqlite3";
import type { ActiveBonusSummary } from "@casino/api-client";
import { activeBonusSummary } from "./bonus-status.ts";
import type { UserId } from "./sessions.ts";

/**
 * The player's running bonus for get-user-details (spec §3 activeBonus), null when none: the whole
 * UserBonus of the rewards vertical (id is the player's bonus id; name, type, wagering progress, ...).
 */
export function readActiveBonus(db: Database, userId: UserId): ActiveBonusSummary | null {
  return activeBonusSummary(db, userId);
}
