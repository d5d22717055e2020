import { vipGroupOf } from "./vip-progress.ts";

/** One group (tier) of the club: its number, counting from 1, its first and last level, and its levels in order. */
export interface VipLevelGroup<T extends { level: number }> {
  group: number;
  firstLevel: number;
  lastLevel: number;
  levels: T[];
}

/**
 * The club's levels in the groups of the brand's loyaltyLevelGroupSteps (spec §3, default [1]: one group), each
 * group's levels in ascending order; a step no level reaches makes no empty group.
 */
export function vipLevelGroups<T extends { level: number }>(levels: readonly T[], groupSteps: readonly number[]): VipLevelGroup<T>[] {
  const groups = new Map<number, T[]>();
  for (const level of [...levels].sort((a, b) => a.level - b.level)) {
    const group = vipGroupOf(level.level, groupSteps);
    groups.set(group, [...(groups.get(group) ?? []), level]);
  }
  return [...groups].map(([group, members]) => ({
    group,
    firstLevel: members[0]!.level,
    lastLevel: members[members.length - 1]!.level,
    levels: members,
  }));
}
