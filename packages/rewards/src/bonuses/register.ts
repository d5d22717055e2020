import { lazyPage, type PageDefinition } from "@casino/shell";

/** My bonuses (issue 26 point 3): /bonuses and the v2 profile's /profile2/my-bonuses, one chunk for both. */
export const bonusesPages: PageDefinition[] = [
  { key: "bonuses", component: lazyPage(() => import("./BonusesPages.tsx"), "BonusesPage") },
  { key: "myBonuses", component: lazyPage(() => import("./BonusesPages.tsx"), "MyBonusesPage") },
];
