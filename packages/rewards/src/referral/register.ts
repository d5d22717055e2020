import { lazyPage, type PageDefinition } from "@casino/shell";

/** Refer a friend (issue 28 point 3): the player's page under the classic profile. */
export const referralPages: PageDefinition[] = [{ key: "referAFriend", component: lazyPage(() => import("./ReferralPage.tsx"), "ReferralPage") }];
