import type { WageringType } from "./bonus-catalog.ts";

// Amounts here are whole minor units (cents): the results are rounded down so a bonus never pays a
// fraction of a cent more than its terms allow.

export interface DepositBonusTerms {
  /** e.g. 100 for "100% up to ...". */
  percent: number;
  /** The most the bonus can be; null = no cap. */
  maxBonus: number | null;
  minDeposit: number;
}

/** The bonus money a deposit earns: percent of it, capped; 0 below the minimum deposit. */
export function depositBonusAmount(deposit: number, { percent, maxBonus, minDeposit }: DepositBonusTerms): number {
  if (deposit <= 0 || deposit < minDeposit) return 0;
  const amount = Math.floor((deposit * percent) / 100);
  return maxBonus === null ? amount : Math.min(amount, maxBonus);
}

/** How much must be wagered before the bonus converts: the bonus amount times the multiplier. */
export const wageringRequirement = (bonusAmount: number, multiplier: number): number => Math.max(0, Math.floor(bonusAmount * multiplier));

export interface WagerInput {
  wageringType: WageringType;
  /** The whole stake. */
  amount: number;
  /** The part of the stake paid with bonus money. */
  fromBonus: number;
  /** The game is on the bonus's list (or the bonus has no list). */
  eligibleGame: boolean;
}

/** How much of a bet counts towards wagering. */
export function wageringContribution({ wageringType, amount, fromBonus, eligibleGame }: WagerInput): number {
  if (!eligibleGame || amount <= 0) return 0;
  if (wageringType === "REAL_MONEY_ONLY") return Math.max(0, amount - Math.min(Math.max(fromBonus, 0), amount));
  return amount;
}

export interface WageringProgress {
  /** Counted so far, never above the requirement. */
  wagered: number;
  wagerLeft: number;
  /** 0-100, whole percent, rounded down (100 only when complete). */
  percent: number;
  complete: boolean;
}

export function wageringProgress(required: number, wagered: number): WageringProgress {
  const counted = Math.min(Math.max(wagered, 0), required);
  const wagerLeft = required - counted;
  const percent = required === 0 ? 100 : Math.floor((counted / required) * 100);
  return { wagered: counted, wagerLeft, percent, complete: wagerLeft === 0 };
}

/**
 * What the bonus balance turns into once wagering is complete: all of it, capped at the bonus's max win;
 * nothing while wagering is left. The rest of the bonus balance is forfeited.
 */
export function convertedAmount({ bonusBalance, maxWin, wagerLeft }: { bonusBalance: number; maxWin: number | null; wagerLeft: number }): number {
  if (wagerLeft > 0 || bonusBalance <= 0) return 0;
  return maxWin === null ? bonusBalance : Math.min(bonusBalance, maxWin);
}

/** Cashback on net losses (bets minus wins) at a percent; nothing when the player is up. */
export function cashbackAmount(netLoss: number, percent: number): number {
  return netLoss <= 0 ? 0 : Math.floor((netLoss * percent) / 100);
}
