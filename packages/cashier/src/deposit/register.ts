import { msg } from "@lingui/core/macro";
import { lazyModal, lazyPage, type ModalDefinition, type PageDefinition } from "@casino/shell";

/** /deposit (page key `deposit`): its own chunk, loaded when the player goes there. */
export const depositPages: PageDefinition[] = [{ key: "deposit", component: lazyPage(() => import("./DepositPage.tsx"), "DepositPage") }];

/** `?modal=deposit`: the same form in a side sheet, for brands with popupDepositFormAsSidebar. */
export const depositModals: ModalDefinition[] = [
  { name: "deposit", component: lazyModal(() => import("./DepositSidebar.tsx")), title: msg`Deposit`, size: "sheet" },
];
