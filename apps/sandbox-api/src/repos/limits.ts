import type { Database } from "better-sqlite3";
import {
  LIMIT_NAMES,
  LIMIT_SLOTS,
  isAccountFrozen,
  isSelfExclusionActive,
  limitNameOf,
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
}

export interface StoredLimit {
  amount: number | null;
  changedAt: string | null;
}

/** Every named limit of the player; never-set ones are { amount: null, changedAt: null }. */
export function readLimits(db: Database, userId: UserId): Record<LimitName, StoredLimit> {
  const rows = db.prepare("SELECT kind, period, amount, changed_at FROM player_limits WHERE user_id = ?").all(userId) as LimitRow[];
  const limits = Object.fromEntries(LIMIT_NAMES.map((name) => [name, { amount: null, changedAt: null }])) as Record<LimitName, StoredLimit>;
  for (const row of rows) {
    const name = limitNameOf(row.kind, row.period);
    if (name) limits[name] = { amount: row.amount, changedAt: row.changed_at };
  }
  return limits;
}

/** Sets (or with null removes) one limit; the row stays so the hourly lock still knows when it changed. */
export function writeLimit(db: Database, userId: UserId, name: LimitName, amount: number | null, now: Date): void {
  const { kind, period } = LIMIT_SLOTS[name];
  const params = { userId, kind, period, amount, changedAt: now.toISOString() };
  const updated = db
    .prepare("UPDATE player_limits SET amount = @amount, changed_at = @changedAt WHERE user_id = @userId AND kind = @kind AND period IS @period")
    .run(params);
  if (updated.changes === 0) {
    db.prepare("INSERT INTO player_limits (user_id, kind, period, amount, changed_at) VALUES (@userId, @kind, @period, @amount, @changedAt)").run(params);
  }
}

/** The deposit limits in force by period (0 daily, 1 weekly, 2 monthly), for the cashier's PAYMENT_LIMIT_THRESHOLD. */
export function readDepositLimits(db: Database, userId: UserId): Partial<Record<LimitPeriod, number>> {
  const rows = db
    .prepare("SELECT period, amount FROM player_limits WHERE user_id = ? AND kind = 'deposit' AND amount IS NOT NULL")
    .all(userId) as { period: LimitPeriod; amount: number }[];
  return Object.fromEntries(rows.map((row) => [row.period, row.amount]));
}

export interface PlayerSettingsRow {
  session_limit_value: number | null;
  session_limit_unit: SessionLimitUnit | null;
  session_limit_minutes: number | null;
  frozen_until: string | null;
  ghost_mode: 0 | 1;
  away_since: string | null;
}

const noSettings: PlayerSettingsRow = {
  session_limit_value: null,
  session_limit_unit: null,
  session_limit_minutes: null,
  frozen_until: null,
  ghost_mode: 0,
  away_since: null,
};

export function readPlayerSettings(db: Database, userId: UserId): PlayerSettingsRow {
  const row = db.prepare("SELECT * FROM player_settings WHERE user_id = ?").get(userId) as PlayerSettingsRow | undefined;
  return row ?? noSettings;
}

/** Sets the given columns, creating the player's row on first use. */
export function writePlayerSettings(db: Database, userId: UserId, changes: Partial<PlayerSettingsRow>, now: Date): void {
  const next = { ...readPlayerSettings(db, userId), ...changes };
  db.prepare(
    `INSERT INTO player_settings (user_id, session_limit_value, session_limit_unit, session_limit_minutes, frozen_until, ghost_mode, away_since, updated_at)
     VALUES (@user_id, @session_limit_value, @session_limit_unit, @session_limit_minutes, @frozen_until, @ghost_mode, @away_since, @updated_at)
     ON CONFLICT (user_id) DO UPDATE SET session_limit_value = excluded.session_limit_value,
       session_limit_unit = excluded.session_limit_unit, session_limit_minutes = excluded.session_limit_minutes,
       frozen_until = excluded.frozen_until, ghost_mode = excluded.ghost_mode, away_since = excluded.away_since,
       updated_at = excluded.updated_at`,
  ).run({ ...next, user_id: userId, updated_at: now.toISOString() });
}

/**
 * Spec §4: the player is self-excluded (permanent, or the end date is today or later). While it holds the
 * account can only withdraw: deposits, bets, bonus claims and rewards refuse with 409 SELF_EXCLUDED.
 */
export function isSelfExcluded(db: Database, userId: UserId, now: Date): boolean {
  const row = db.prepare("SELECT self_exclusion_until, self_exclusion_permanent FROM users WHERE id = ?").get(userId) as
    | { self_exclusion_until: string | null; self_exclusion_permanent: 0 | 1 }
    | undefined;
  if (!row) return false;
  return isSelfExclusionActive({ selfExclusion: row.self_exclusion_until, isSelfExclusionPermanent: row.self_exclusion_permanent === 1 }, now);
}

/** The account freeze (spec §9) holds until frozen_until: login must refuse the player before then. */
export function isFrozen(db: Database, userId: UserId, now: Date): boolean {
  return isAccountFrozen(frozenUntil(db, userId), now);
}

export const frozenUntil = (db: Database, userId: UserId): string | null =>
  (db.prepare("SELECT frozen_until FROM player_settings WHERE user_id = ?").pluck().get(userId) as string | null | undefined) ?? null;
