import type { Bonus } from "@casino/api-client";

/** One display field of a bonus (spec §3), in the order a card lists them; amounts in the bonus's currency. */
export type BonusFact =
  | { kind: "percent"; percent: number; cap: number | null }
  | { kind: "amount"; amount: number }
  | { kind: "freeSpins"; count: number }
  | { kind: "cashback"; percent: number; toCalendar: boolean }
  | { kind: "minDeposit"; amount: number }
  | { kind: "wagering"; multiplier: number }
  | { kind: "maxWin"; amount: number }
  | { kind: "minBalance"; amount: number }
  | { kind: "validFor24h" }
  | { kind: "validDays"; days: number }
  | { kind: "validTo"; at: string };

/** The fields a bonus card shows: only those the bonus sets, nothing for a null or zero amount. */
export function bonusFacts(bonus: Bonus): BonusFact[] {
  const facts: BonusFact[] = [];
  if (bonus.depositBonusPercent !== null && bonus.depositBonusPercent > 0) {
    facts.push({ kind: "percent", percent: bonus.depositBonusPercent, cap: bonus.maxBonusThreshold });
  }
  if (bonus.bonusAmount !== null && bonus.bonusAmount > 0) facts.push({ kind: "amount", amount: bonus.bonusAmount });
  if (bonus.freeSpinsQuantity !== null && bonus.freeSpinsQuantity > 0) facts.push({ kind: "freeSpins", count: bonus.freeSpinsQuantity });
  if (bonus.cashbackPercent !== null && bonus.cashbackPercent > 0) {
    facts.push({ kind: "cashback", percent: bonus.cashbackPercent, toCalendar: bonus.toCalendar });
  }
  if (bonus.minDeposit !== null && bonus.minDeposit > 0) facts.push({ kind: "minDeposit", amount: bonus.minDeposit });
  if (bonus.wageringMultiplier > 0) facts.push({ kind: "wagering", multiplier: bonus.wageringMultiplier });
  if (bonus.maxWin !== null && bonus.maxWin > 0) facts.push({ kind: "maxWin", amount: bonus.maxWin });
  if (bonus.minBalance !== null && bonus.minBalance > 0) facts.push({ kind: "minBalance", amount: bonus.minBalance });
  // Spec §9 "bonus valid 24h": a one-day bonus says so in hours.
  if (bonus.validDays === 1) facts.push({ kind: "validFor24h" });
  else if (bonus.validDays > 1) facts.push({ kind: "validDays", days: bonus.validDays });
  if (bonus.validTo !== null) facts.push({ kind: "validTo", at: bonus.validTo });
  return facts;
}

/** What a bonus's button does: deposit bonuses are chosen and then paid by a deposit; the rest are claimed. */
export type BonusActionKind = "claim" | "deposit";
export const bonusActionKind = (bonus: Pick<Bonus, "type">): BonusActionKind => (bonus.type === "deposit" ? "deposit" : "claim");
