import type { UserBonusStatus } from "@casino/domain";

/**
 * How My bonuses names a bonus's state (issue 26 point 3): a completed bonus is "converted" when its wagering turned
 * bonus money into real money, "wagered" when the wagering was done but nothing was left to convert.
 */
export const BONUS_DISPLAY_STATUSES = ["pending", "active", "wagered", "converted", "expired", "cancelled", "calendar"] as const;
export type BonusDisplayStatus = (typeof BONUS_DISPLAY_STATUSES)[number];

export function bonusDisplayStatus(bonus: { status: UserBonusStatus; convertedAmount: number }): BonusDisplayStatus {
  if (bonus.status !== "completed") return bonus.status;
  return bonus.convertedAmount > 0 ? "converted" : "wagered";
}
