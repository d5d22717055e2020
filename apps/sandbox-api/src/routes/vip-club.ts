import type { VipLevels, VipProgress } from "@casino/api-client";
import { vipProgress } from "@casino/domain";
import type { Hono } from "hono";
import type { AppDeps } from "../context.ts";
import { requireUser } from "../http/auth.ts";
import { readQuery } from "../http/validate.ts";
import { findUserById } from "../repos/users.ts";
import { levelNameIn, loyaltyPoints, playerVipLevel, thresholds, toVipLevel, vipLevelRows } from "../repos/vip-levels.ts";
import { LanguageQuery, brandSetting, languageOf } from "./bonus-query.ts";

/** Spec §3/§9 loyaltyLevelGroupSteps of the request's brand, default [1]. */
function groupSteps(value: unknown): number[] {
  return Array.isArray(value) && value.every((step) => typeof step === "number") && value.length > 0 ? (value as number[]) : [1];
}

export function registerVipRoutes(app: Hono, { db }: AppDeps): void {
  app.get("/api/admin/vip-levels", (c) => {
    const steps = groupSteps(brandSetting(c, "loyaltyLevelGroupSteps"));
    const language = languageOf(c, readQuery(c, LanguageQuery).language);
    const data: VipLevels = { levels: vipLevelRows(db).map((row) => toVipLevel(row, steps, language)), loyaltyLevelGroupSteps: steps };
    return c.json({ success: true, data });
  });

  app.get("/api/user/vip-progress", (c) => {
    const { userId } = requireUser(c);
    const user = findUserById(db, userId)!;
    const rows = vipLevelRows(db);
    const language = languageOf(c, readQuery(c, LanguageQuery).language);
    const points = loyaltyPoints(db, userId);
    const progress = vipProgress(user.loyalty_level, points, thresholds(rows), groupSteps(brandSetting(c, "loyaltyLevelGroupSteps")));
    const name = (level: number) => {
      const row = rows.find((candidate) => candidate.level === level);
      return row ? levelNameIn(row, language) : `Level ${level}`;
    };
    const data: VipProgress = {
      ...progress,
      levelName: name(progress.level),
      points,
      nextLevelName: progress.nextLevel === null ? null : name(progress.nextLevel),
      rakebackPercent: playerVipLevel(db, userId)?.rakeback_percent ?? 0,
    };
    return c.json({ success: true, data });
  });
}
