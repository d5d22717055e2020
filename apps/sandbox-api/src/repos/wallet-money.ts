import type { Database } from "better-sqlite3";
import type { UserId } from "./sessions.ts";

// Money is stored in integer minor units (10^decimals of the currency: cents for fiat, 1e-8 for crypto) and
// crosses the API as numbers in the major unit with at most `decimals` decimals (spec §5: 2, crypto 8).

/** The currency's decimals from the catalogue's currencies table; undefined for an unknown code. */
export function currencyDecimals(db: Database, code: string): number | undefined {
  return db.prepare("SELECT decimals FROM currencies WHERE code = ?").pluck().get(code) as number | undefined;
}

/** Decimals of a currency that must exist (a wallet's, a payment's). */
export function decimalsOf(db: Database, code: string): number {
  const decimals = currencyDecimals(db, code);
  if (decimals === undefined) throw new Error(`unknown currency ${code}`);
  return decimals;
}

/** Minor units as a major-unit number; toFixed drops the float noise of the division. */
export const toMajor = (minor: number, decimals: number): number => Number((minor / 10 ** decimals).toFixed(decimals));

/**
 * A major-unit amount in minor units, or undefined when it has more decimals than the currency allows
 * (or is not a finite number). Rounds away the binary noise of inputs such as 0.1 + 0.2.
 */
export function toMinor(major: number, decimals: number): number | undefined {
  if (!Number.isFinite(major)) return undefined;
  const scaled = major * 10 ** decimals;
  const minor = Math.round(scaled);
  if (Math.abs(scaled - minor) > 1e-6 || !Number.isSafeInteger(minor)) return undefined;
  return minor;
}

/** The player's account currency (users.currency_code): the wallet the header shows. */
export function accountCurrency(db: Database, userId: UserId): string {
  const code = db.prepare("SELECT currency_code FROM users WHERE id = ?").pluck().get(userId) as string | undefined;
  if (code === undefined) throw new Error(`unknown user ${userId}`);
  return code;
}
