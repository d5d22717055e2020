// The deposit amount (spec §4 amount selector, §5 "above 0 and within provider minimum and maximum", §9 default 25,
// quick amounts 25/50/100, "2 decimals, crypto up to 8").

export const DEFAULT_DEPOSIT_AMOUNT = 25;
export const QUICK_DEPOSIT_AMOUNTS = [25, 50, 100] as const;

/** Where the stepper changes pace (spec §4): single units up to here, fives above. */
const STEP_PIVOT = 30;

/**
 * One press of the amount stepper, read literally from spec §4:
 * up: "+1 up to 30, then +5" - below 30 add 1 (29 -> 30); from 30 on add 5 (30 -> 35, 31 -> 36).
 * down: "-5 above 30, then -1 down to 0" - above 30 take 5 (31 -> 26, 35 -> 30, 36 -> 31); at 30 or below take 1
 * (30 -> 29), never below 0. So 31 down lands on 26, below the pivot: the spec names the step by the amount the
 * player starts from, not by where it ends, and we keep that so the buttons match the product the spec describes.
 */
export function stepDepositAmount(amount: number, direction: "up" | "down"): number {
  const from = Number.isFinite(amount) && amount > 0 ? amount : 0;
  const step = direction === "up" ? (from < STEP_PIVOT ? 1 : 5) : from > STEP_PIVOT ? -5 : -1;
  // Rounded so a typed 25.1 steps to 26.1 and not 26.099999999999998.
  return Math.max(0, roundAmount(from + step, false));
}

export function amountDecimals(crypto: boolean): 2 | 8 {
  return crypto ? 8 : 2;
}

export function roundAmount(amount: number, crypto: boolean): number {
  const scale = 10 ** amountDecimals(crypto);
  return Math.round(amount * scale + (amount >= 0 ? 1e-7 : -1e-7)) / scale;
}

/** More decimals than the currency allows; a float such as 0.1 + 0.2 still counts as 0.3. */
function hasTooManyDecimals(amount: number, crypto: boolean): boolean {
  const scaled = amount * 10 ** amountDecimals(crypto);
  return Math.abs(scaled - Math.round(scaled)) > 1e-6;
}

export type AmountProblem = "required" | "not-positive" | "below-min" | "above-max" | "too-many-decimals" | "over-remaining-limit";

export interface DepositAmountRules {
  /** The method's minimum and maximum for the currency (spec §5 example TRY 5 to 100000). */
  min?: number;
  max?: number;
  crypto: boolean;
  /** What the player's deposit limits leave for the current period; null or absent without a limit. */
  remainingLimit?: number | null;
}

/**
 * The first problem with the amount, in the order the sandbox refuses a deposit (AMOUNT_BELOW_ZERO, INVALID_AMOUNT,
 * PAYMENT_PROVIDER_LIMIT_THRESHOLD, PAYMENT_LIMIT_THRESHOLD), so the form and the server name the same issue.
 */
export function depositAmountProblem(amount: number | undefined, rules: DepositAmountRules): AmountProblem | null {
  if (amount === undefined || Number.isNaN(amount)) return "required";
  if (!(amount > 0)) return "not-positive";
  if (hasTooManyDecimals(amount, rules.crypto)) return "too-many-decimals";
  if (rules.min !== undefined && amount < rules.min) return "below-min";
  if (rules.max !== undefined && amount > rules.max) return "above-max";
  if (rules.remainingLimit !== undefined && rules.remainingLimit !== null && amount > rules.remainingLimit) return "over-remaining-limit";
  return null;
}
