import type { VipLevel, VipLevels, VipProgress } from "@casino/api-client";

const level = (level: number, name: string, pointsRequired: number, perks: string[]): VipLevel => ({
  level,
  name,
  group: 1,
  pointsRequired,
  rakebackPercent: 0.5 + (level - 1) * 0.25,
  cashbackPercent: 4 + level,
  perks,
});

/** Six levels in two tiers of three (loyaltyLevelGroupSteps [1, 4]), as the sandbox's catalogue is built. */
export const vipLevels = (steps: number[] = [1, 4]): VipLevels => ({
  loyaltyLevelGroupSteps: steps,
  levels: [
    level(1, "Bronze", 0, ["Daily rakeback"]),
    level(2, "Silver", 1_000, ["Daily rakeback", "Weekly cashback"]),
    level(3, "Gold", 5_000, ["Weekly cashback", "Birthday bonus"]),
    level(4, "Platinum", 12_000, ["Personal manager"]),
    level(5, "Diamond", 20_000, ["Personal manager", "Higher limits"]),
    level(6, "Black", 50_000, ["Everything, by invitation"]),
  ],
});

export const noVipLevels: VipLevels = { loyaltyLevelGroupSteps: [1], levels: [] };

/** A Silver player two fifths of the way to Gold. */
export const midLevelProgress: VipProgress = {
  level: 2,
  levelName: "Silver",
  group: 1,
  points: 2_600,
  nextLevel: 3,
  nextLevelName: "Gold",
  pointsToNext: 2_400,
  percent: 40,
  rakebackPercent: 0.75,
};

/** The club's highest level: no next one. */
export const topLevelProgress: VipProgress = {
  level: 6,
  levelName: "Black",
  group: 2,
  points: 61_250,
  nextLevel: null,
  nextLevelName: null,
  pointsToNext: 0,
  percent: 100,
  rakebackPercent: 1.75,
};
