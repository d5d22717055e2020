import { msg } from "@lingui/core/macro";
import { lazyModal, type ModalDefinition } from "@casino/shell";


export const signUpModals: ModalDefinition[] = [
  { name: "link-account", component: lazyModal(() => import("./LinkAccountModal.tsx")), title: msg`Create your account`, size: "sm" },
];
