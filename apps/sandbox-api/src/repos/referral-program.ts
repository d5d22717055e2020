import type { Database } from "better-sqlite3";
import { roundMoney } from "@casino/domain";
import { tableExists } from "../db/table-exists.ts";
import type { UserId } from "./sessions.ts";

export const findReferrerByCode = (db: Database, code: string): UserId | undefined =>
  db.prepare("SELECT id FROM users WHERE referral_code = ?").pluck().get(code.trim().toUpperCase()) as UserId | undefined;

export function recordReferralVisit(db: Database, referrerId: UserId, ip: string, now: Date): void {
  db.prepare("INSERT INTO referral_visits (referrer_id, ip, visited_at) VALUES (?, ?, ?)").run(referrerId, ip, now.toISOString());
}

/**
 * Links a new player to the owner of `code` (users.referred_by), for sign-up to call with the code the
 * referral link carried. False when the code is unknown or the player already has a referrer.
 */
export function attachReferral(db: Database, newUserId: UserId, code: string): boolean {
  const referrerId = findReferrerByCode(db, code);
  if (referrerId === undefined || referrerId === newUserId) return false;
  return db.prepare("UPDATE users SET referred_by = ? WHERE id = ? AND referred_by IS NULL").run(referrerId, newUserId).changes === 1;
}

/**
 * Net gaming revenue of the referred players (stakes minus wins and refunds), in major units; never below 0.
 * The sandbox has no exchange rates: amounts of every currency are added as they are.
 */
function referredRevenue(db: Database, referrerId: UserId): number {
  if (!tableExists(db, "game_rounds")) return 0;
  const rows = db
    .prepare(
      `SELECT c.decimals AS decimals, sum(CASE r.type WHEN 'bet' THEN r.amount ELSE -r.amount END) AS net
       FROM game_rounds r JOIN users u ON u.id = r.user_id JOIN currencies c ON c.code = r.currency_code
       WHERE u.referred_by = ? GROUP BY r.currency_code`,
    )
    .all(referrerId) as { decimals: number; net: number }[];
  return Math.max(0, roundMoney(rows.reduce((sum, row) => sum + row.net / 10 ** row.decimals, 0)));
}

export interface ReferralNumbers {
  visits: number;
  registrations: number;
  revenue: number;
  claimed: number;
}

export function referralNumbers(db: Database, referrerId: UserId): ReferralNumbers {
  const count = (sql: string) => db.prepare(sql).pluck().get(referrerId) as number;
  return {
    visits: count("SELECT count(*) FROM referral_visits WHERE referrer_id = ?"),
    registrations: count("SELECT count(*) FROM users WHERE referred_by = ?"),
    revenue: referredRevenue(db, referrerId),
    claimed: roundMoney(count("SELECT coalesce(sum(amount), 0) FROM referral_claims WHERE user_id = ?")),
  };
}

export function recordReferralClaim(db: Database, claim: { userId: UserId; amount: number; currency: string; now: Date }): number {
  return db
    .prepare("INSERT INTO referral_claims (user_id, amount, currency_code, created_at) VALUES (?, ?, ?, ?) RETURNING id")
    .pluck()
    .get(claim.userId, claim.amount, claim.currency, claim.now.toISOString()) as number;
}
