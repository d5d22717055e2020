import type { Database } from "better-sqlite3";
import { readActiveBonus } from "./active-bonus-read.ts";
import type { UserId } from "./sessions.ts";

export interface BonusState {
  /** An active bonus blocks withdrawals (spec §4) and real play on games that are not bonus-eligible. */
  active: boolean;
  bonusId: number | null;
}

/**
 * The bonus facts the wallet needs. The rewards vertical fills readActiveBonus (repos/active-bonus-read.ts);
 * change this body only if "active" should mean something else for withdrawals.
 */
export function readBonusState(db: Database, userId: UserId): BonusState {
  const bonus = readActiveBonus(db, userId);
  return { active: bonus !== null, bonusId: bonus?.id ?? null };
}
