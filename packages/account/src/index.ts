import { msg } from "@lingui/core/macro";
import { lazyModal, type ModalDefinition, type PageDefinition } from "@casino/shell";
import { historyPages } from "./history/register.ts";
import { kycPages } from "./kyc/register.ts";
import { profilePages } from "./profile/register.ts";
import { signUpModals } from "./sign-up/register.ts";
import { statisticsModals, statisticsPages } from "./statistics/register.ts";

/** The account feature's modals: `?modal=login` (its own chunk, loaded when first opened) and each slice's own. */
export const accountModals: ModalDefinition[] = [
  { name: "login", component: lazyModal(() => import("./login/LoginModal.tsx")), title: msg`Log in`, size: "sm", params: ["tab"] },
  ...signUpModals,
  ...statisticsModals,
];

/** The account feature's pages: profile (classic and v2), KYC, history, statistics and favourites. */
export const accountPages: PageDefinition[] = [...profilePages, ...kycPages, ...historyPages, ...statisticsPages];
