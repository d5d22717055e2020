import type { ActiveBonusSummary, CancelBonusResult, UserBonuses } from "@casino/api-client";
import type { Database } from "better-sqlite3";
import { notFound } from "../http/errors.ts";
import { withLedger, type LedgerDeps } from "./ledger.ts";
import { dropPendingBonus, endActiveBonus, expireOverdueBonus } from "./bonus-money.ts";
import { bonusHistory, findUserBonus, findUserBonusByStatus, toUserBonus } from "./bonus-user.ts";
import type { UserId } from "./sessions.ts";
import { decimalsOf, toMajor } from "./wallet-money.ts";

/**
 * Whether a running bonus blocks withdrawal (spec §4): the player has an active bonus. Pass `now` so a bonus
 * whose time is up no longer counts; without it every active row counts (the safe answer).
 */
export function hasBlockingBonus(db: Database, userId: UserId, now?: Date): boolean {
  const active = findUserBonusByStatus(db, userId, "active");
  if (!active) return false;
  return !(now && active.expires_at && active.expires_at <= now.toISOString());
}

/** The summary get-user-details carries as activeBonus (spec §3): the running bonus or null. */
export function activeBonusSummary(db: Database, userId: UserId): ActiveBonusSummary | null {
  const active = findUserBonusByStatus(db, userId, "active");
  if (!active) return null;
  return toUserBonus(db, active);
}

/** GET /api/user/get-user-bonus: expires what is overdue first, so the answer is current. */
export function readUserBonuses(deps: LedgerDeps, userId: UserId, language?: string): UserBonuses {
  const { db } = deps;
  withLedger(deps, (tx) => expireOverdueBonus(db, tx, userId, deps.clock()));
  const active = findUserBonusByStatus(db, userId, "active");
  const pending = findUserBonusByStatus(db, userId, "pending");
  const rows = bonusHistory(db, userId).map((row) => toUserBonus(db, row, language));
  return {
    active: active ? toUserBonus(db, active, language) : null,
    pending: pending ? toUserBonus(db, pending, language) : null,
    history: { rows, count: rows.length },
  };
}

/**
 * POST /api/user/bonus/cancel: the named bonus (it must be the player's active or pending one), else the
 * active one, else the pending one. An active bonus forfeits its balance; a pending choice is dropped.
 */
export function cancelUserBonus(deps: LedgerDeps, userId: UserId, userBonusId: number | undefined, language?: string): CancelBonusResult {
  const { db } = deps;
  const now = deps.clock();
  withLedger(deps, (tx) => expireOverdueBonus(db, tx, userId, now));
  return withLedger(deps, (tx) => {
    const target =
      userBonusId === undefined
        ? (findUserBonusByStatus(db, userId, "active") ?? findUserBonusByStatus(db, userId, "pending"))
        : findUserBonus(db, userId, userBonusId);
    if (!target || (target.status !== "active" && target.status !== "pending")) throw notFound("No active bonus to cancel", "NO_ACTIVE_BONUS");
    if (target.status === "pending") {
      dropPendingBonus(db, userId);
      return { userBonus: toUserBonus(db, { ...target, status: "cancelled", finished_at: now.toISOString() }, language), forfeitedAmount: 0 };
    }
    const forfeited = endActiveBonus(db, tx, target, "cancelled", now);
    const finished = findUserBonus(db, userId, target.id)!;
    return { userBonus: toUserBonus(db, finished, language), forfeitedAmount: toMajor(forfeited, decimalsOf(db, target.currency)) };
  });
}
