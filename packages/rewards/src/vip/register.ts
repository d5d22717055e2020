import { lazy } from "react";
import { lazyPage, type AccountMenuItemDefinition, type PageDefinition } from "@casino/shell";

/** The VIP club (issue 28 point 1): /vip-club, /vip and the v2 profile's /profile2/vip-club, one chunk for the three. */
export const vipPages: PageDefinition[] = [
  { key: "vipClub", component: lazyPage(() => import("./VipClubPages.tsx"), "VipClubPage") },
  { key: "vip", component: lazyPage(() => import("./VipClubPages.tsx"), "VipClubPage") },
  { key: "profile2VipClub", component: lazyPage(() => import("./VipClubPages.tsx"), "ProfileVipClubPage") },
];

/** The player's VIP level in the account menu: a lazy chunk of its own, loaded when the menu first opens. */
export const vipAccountMenuItems: AccountMenuItemDefinition[] = [{ key: "vip", component: lazy(() => import("./VipMenuLevel.tsx")) }];
