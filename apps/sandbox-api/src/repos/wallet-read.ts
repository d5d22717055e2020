import type { Database } from "better-sqlite3";
import type { UserWallet } from "@casino/api-client";
import { readBalance, toUserWallet } from "./ledger.ts";
import type { UserId } from "./sessions.ts";

/**
 * The player's wallet in their account currency (spec §3 userWallet, major units) for get-user-details and
 * login: cash, bonus money and their sum. A player who never had money reads as zeros.
 */
export function readWallet(db: Database, userId: UserId): UserWallet {
  return toUserWallet(db, readBalance(db, userId));
}
