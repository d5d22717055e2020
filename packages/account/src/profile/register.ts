import { lazyPage, type PageDefinition } from "@casino/shell";

const editProfile = lazyPage(() => import("./EditProfilePage.tsx"), "EditProfilePage");

/**
 * Profile pages: classic /profile, /profile/edit-profile and /account (the same form; with the panel navigation
 * editProfile itself resolves to /account and wins it), v2 /profile2/my-profile and /profile2/balance.
 */
export const profilePages: PageDefinition[] = [
  { key: "profile", component: lazyPage(() => import("./ProfilePage.tsx"), "ProfilePage") },
  { key: "editProfile", component: editProfile },
  { key: "account", component: editProfile },
  { key: "myProfile", component: lazyPage(() => import("./MyProfilePage.tsx"), "MyProfilePage") },
  { key: "balance", component: lazyPage(() => import("./BalancePage.tsx"), "BalancePage") },
];
