import type { Database } from "better-sqlite3";
import {
  LIMIT_NAMES,
  LIMIT_SLOTS,
  isAccountFrozen,
  isExclusionActive,
  limitNameOf,
  type ExclusionKind,
  type ExclusionState,
  type LimitKind,
  type LimitName,
  type LimitPeriod,
  type SessionLimitUnit,
} from "@casino/domain";
import type { UserId } from "./sessions.ts";

interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod | null;
  amount: number | null;
  changed_at: string;
  pending_amount: number | null;
  pending_at: string | null;
}

export interface PendingLimit {
  /** The amount asked for; null is a removal. */
  amount: number | null;
  effectiveAt: string;
}

export interface StoredLimit {
  amount: number | null;
  changedAt: string | null;
  pending: PendingLimit | null;
}

/** Raises and removals whose 24 hours have passed become the limit in force (the hourly lock keeps its time). */
function applyDuePendingLimits(db: Database, userId: UserId, now: Date): void {
  db.prepare(
    `UPDATE player_limits SET amount = pending_amount, pending_amount = NULL, pending_at = NULL
     WHERE user_id = ? AND pending_at IS NOT NULL AND pending_at <= ?`,
  ).run(userId, now.toISOString());
}

/** Every named limit of the player as it stands at `now`; never-set ones are { amount: null, changedAt: null }. */
export function readLimits(db: Database, userId: UserId, now: Date): Record<LimitName, StoredLimit> {
  applyDuePendingLimits(db, userId, now);
  const rows = db.prepare("SELECT * FROM player_limits WHERE user_id = ?").all(userId) as LimitRow[];
  const limits = Object.fromEntries(LIMIT_NAMES.map((name) => [name, { amount: null, changedAt: null, pending: null }])) as Record<LimitName, StoredLimit>;
  for (const row of rows) {
    const name = limitNameOf(row.kind, row.period);
    const pending = row.pending_at === null ? null : { amount: row.pending_amount, effectiveAt: row.pending_at };
    if (name) limits[name] = { amount: row.amount, changedAt: row.changed_at, pending };
  }
  return limits;
}

function upsertLimit(db: Database, userId: UserId, name: LimitName, params: { amount?: number | null; pendingAmount: number | null; pendingAt: string | null; changedAt: string }): void {
  const { kind, period } = LIMIT_SLOTS[name];
  const row = { userId, kind, period, amount: null, ...params };
  const keepAmount = params.amount === undefined;
  const updated = db
    .prepare(
      `UPDATE player_limits SET ${keepAmount ? "" : "amount = @amount,"} pending_amount = @pendingAmount, pending_at = @pendingAt,
         changed_at = @changedAt WHERE user_id = @userId AND kind = @kind AND period IS @period`,
    )
    .run(row);
  if (updated.changes === 0) {
    db.prepare(
      `INSERT INTO player_limits (user_id, kind, period, amount, changed_at, pending_amount, pending_at)
       VALUES (@userId, @kind, @period, @amount, @changedAt, @pendingAmount, @pendingAt)`,
    ).run(row);
  }
}

/**
 * Sets (or with null removes) one limit at once, dropping a pending change; the row stays so the hourly lock
 * still knows when it changed.
 */
export function writeLimit(db: Database, userId: UserId, name: LimitName, amount: number | null, now: Date): void {
  upsertLimit(db, userId, name, { amount, pendingAmount: null, pendingAt: null, changedAt: now.toISOString() });
}

/** A raise or removal that takes effect at `effectiveAt`; the amount in force stays until then. */
export function writePendingLimit(db: Database, userId: UserId, name: LimitName, amount: number | null, effectiveAt: Date, now: Date): void {
  upsertLimit(db, userId, name, { pendingAmount: amount, pendingAt: effectiveAt.toISOString(), changedAt: now.toISOString() });
}

/** Drops the pending change of one limit (the amount in force and the hourly lock stay); false when none was pending. */
export function cancelPendingLimit(db: Database, userId: UserId, name: LimitName, now: Date): boolean {
  applyDuePendingLimits(db, userId, now);
  const { kind, period } = LIMIT_SLOTS[name];
  return (
    db
      .prepare("UPDATE player_limits SET pending_amount = NULL, pending_at = NULL WHERE user_id = ? AND kind = ? AND period IS ? AND pending_at IS NOT NULL")
      .run(userId, kind, period).changes > 0
  );
}

/** The deposit limits in force by period (0 daily, 1 weekly, 2 monthly), for the cashier's PAYMENT_LIMIT_THRESHOLD. */
export function readDepositLimits(db: Database, userId: UserId, now: Date): Partial<Record<LimitPeriod, number>> {
  applyDuePendingLimits(db, userId, now);
  const rows = db
    .prepare("SELECT period, amount FROM player_limits WHERE user_id = ? AND kind = 'deposit' AND amount IS NOT NULL")
    .all(userId) as { period: LimitPeriod; amount: number }[];
  return Object.fromEntries(rows.map((row) => [row.period, row.amount]));
}

export interface PlayerSettingsRow {
  session_limit_value: number | null;
  session_limit_unit: SessionLimitUnit | null;
  session_limit_minutes: number | null;
  session_limit_set_at: string | null;
  frozen_until: string | null;
  ghost_mode: 0 | 1;
  away_since: string | null;
  away_mode: "manual" | "automatic" | null;
  time_zone: string;
  reality_check_minutes: 0 | 15 | 30 | 60;
  exclusion_kind: "timeout" | "selfExclusion" | null;
}

const noSettings: PlayerSettingsRow = {
  session_limit_value: null,
  session_limit_unit: null,
  session_limit_minutes: null,
  session_limit_set_at: null,
  frozen_until: null,
  ghost_mode: 0,
  away_since: null,
  away_mode: null,
  time_zone: "UTC",
  reality_check_minutes: 0,
  exclusion_kind: null,
};
const settingColumns = Object.keys(noSettings) as (keyof PlayerSettingsRow)[];

export function readPlayerSettings(db: Database, userId: UserId): PlayerSettingsRow {
  const row = db.prepare(`SELECT ${settingColumns.join(", ")} FROM player_settings WHERE user_id = ?`).get(userId) as PlayerSettingsRow | undefined;
  return row ?? noSettings;
}

/** Sets the given columns, creating the player's row on first use. */
export function writePlayerSettings(db: Database, userId: UserId, changes: Partial<PlayerSettingsRow>, now: Date): void {
  const next = { ...readPlayerSettings(db, userId), ...changes };
  db.prepare(
    `INSERT INTO player_settings (user_id, ${settingColumns.join(", ")}, updated_at)
     VALUES (@user_id, ${settingColumns.map((column) => `@${column}`).join(", ")}, @updated_at)
     ON CONFLICT (user_id) DO UPDATE SET ${settingColumns.map((column) => `${column} = excluded.${column}`).join(", ")},
       updated_at = excluded.updated_at`,
  ).run({ ...next, user_id: userId, updated_at: now.toISOString() });
}

/** The player's time-out or self-exclusion as stored (the end on the user, the kind with the settings). */
export function exclusionState(db: Database, userId: UserId): ExclusionState {
  const row = db
    .prepare(
      `SELECT u.self_exclusion_until, u.self_exclusion_permanent, p.exclusion_kind FROM users u
       LEFT JOIN player_settings p ON p.user_id = u.id WHERE u.id = ?`,
    )
    .get(userId) as { self_exclusion_until: string | null; self_exclusion_permanent: 0 | 1; exclusion_kind: ExclusionKind | null } | undefined;
  if (!row) return { selfExclusion: null, isSelfExclusionPermanent: false, kind: null };
  return { selfExclusion: row.self_exclusion_until, isSelfExclusionPermanent: row.self_exclusion_permanent === 1, kind: row.exclusion_kind };
}

/**
 * Spec §4: the player is self-excluded (permanent, or the end date is today or later) or taking a time-out (until
 * its exact end). While it holds the account can only withdraw: deposits, bets, bonus claims and rewards refuse
 * with 409 SELF_EXCLUDED.
 */
export const isSelfExcluded = (db: Database, userId: UserId, now: Date): boolean => isExclusionActive(exclusionState(db, userId), now);

/** Players in ghost mode (issue 27 point 4): hidden from leaderboards and public statistics. */
export const ghostPlayerIds = (db: Database): Set<UserId> =>
  new Set(db.prepare("SELECT user_id FROM player_settings WHERE ghost_mode = 1").pluck().all() as UserId[]);

/** The account freeze (spec §9) holds until frozen_until: login must refuse the player before then. */
export function isFrozen(db: Database, userId: UserId, now: Date): boolean {
  return isAccountFrozen(frozenUntil(db, userId), now);
}

export const frozenUntil = (db: Database, userId: UserId): string | null =>
  (db.prepare("SELECT frozen_until FROM player_settings WHERE user_id = ?").pluck().get(userId) as string | null | undefined) ?? null;
