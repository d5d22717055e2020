import { msg } from "@lingui/core/macro";
import { lazyModal, type ModalDefinition, type PageDefinition } from "@casino/shell";

/** The account feature's modals: `?modal=login` (its own chunk, loaded when first opened). */
export const accountModals: ModalDefinition[] = [
  { name: "login", component: lazyModal(() => import("./login/LoginModal.tsx")), title: msg`Log in`, size: "sm", params: ["tab"] },
];

/** The account feature's pages (profile, KYC and history come in later slices). */
export const accountPages: PageDefinition[] = [];
