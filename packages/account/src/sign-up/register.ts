import { msg } from "@lingui/core/macro";
import { lazyModal, type ModalDefinition, type PageDefinition } from "@casino/shell";

/** Sign-up has no page of its own: it lives in the login modal (`tab=sign-up`) and the linked-account modal. */
export const signUpPages: PageDefinition[] = [];

export const signUpModals: ModalDefinition[] = [
  { name: "link-account", component: lazyModal(() => import("./LinkAccountModal.tsx")), title: msg`Create your account`, size: "sm" },
];
