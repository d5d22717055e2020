import type { LimitPeriod } from "./limit-periods.ts";

/** Spec §3 bet limit kinds, in the order the limits screen lists them. */
export const BET_LIMIT_NAMES = [
  "maxBetLimit",
  "dailyBetLimit",
  "weeklyBetLimit",
  "monthlyBetLimit",
  "dailyLossLimit",
  "weeklyLossLimit",
  "monthlyLossLimit",
] as const;
export type BetLimitName = (typeof BET_LIMIT_NAMES)[number];

export const DEPOSIT_LIMIT_NAMES = ["dailyDepositLimit", "weeklyDepositLimit", "monthlyDepositLimit"] as const;
export type DepositLimitName = (typeof DEPOSIT_LIMIT_NAMES)[number];

export const LIMIT_NAMES = [...DEPOSIT_LIMIT_NAMES, ...BET_LIMIT_NAMES] as const;
export type LimitName = (typeof LIMIT_NAMES)[number];

/** Spec §3 limit kinds that carry an amount (session time and self-exclusion have their own rules). */
export const LIMIT_KINDS = ["deposit", "loss", "bet", "maxBet"] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** Where a named limit is stored: its kind and period (null for the per-bet maximum). */
export const LIMIT_SLOTS: Readonly<Record<LimitName, { kind: LimitKind; period: LimitPeriod | null }>> = {
  dailyDepositLimit: { kind: "deposit", period: 0 },
  weeklyDepositLimit: { kind: "deposit", period: 1 },
  monthlyDepositLimit: { kind: "deposit", period: 2 },
  maxBetLimit: { kind: "maxBet", period: null },
  dailyBetLimit: { kind: "bet", period: 0 },
  weeklyBetLimit: { kind: "bet", period: 1 },
  monthlyBetLimit: { kind: "bet", period: 2 },
  dailyLossLimit: { kind: "loss", period: 0 },
  weeklyLossLimit: { kind: "loss", period: 1 },
  monthlyLossLimit: { kind: "loss", period: 2 },
};

export function limitNameOf(kind: LimitKind, period: LimitPeriod | null): LimitName | undefined {
  return LIMIT_NAMES.find((name) => LIMIT_SLOTS[name].kind === kind && LIMIT_SLOTS[name].period === period);
}

export const isBetLimitName = (name: LimitName): name is BetLimitName =>
  (BET_LIMIT_NAMES as readonly string[]).includes(name);
