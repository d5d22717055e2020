import { lazy } from "react";
import type { HomeSectionDefinition } from "@casino/shell";

const load = () => import("./HomeSections.tsx");

/** The rewards' sections of the home page, one chunk for the three. */
export const rewardsHomeSections: HomeSectionDefinition[] = [
  { key: "promotions", component: lazy(() => load().then((module) => ({ default: module.PromotionsHomeSection }))) },
  { key: "rewardsStatus", component: lazy(() => load().then((module) => ({ default: module.RewardsStatusHomeSection }))) },
  { key: "vipProgress", component: lazy(() => load().then((module) => ({ default: module.VipProgressHomeSection }))) },
];
