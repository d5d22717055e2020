import { afterFirstPaint, lazyModal, type ModalDefinition } from "@casino/shell";

// Deposits can complete on any page (crypto, bank transfer): the socket's deposit events are tracked for the whole
// visit, and kept for a result modal that is still loading. The listener loads once the first page has painted and
// the browser is idle (not in the first download, nor competing with it); the socket it listens to loads after the
// first paint too.
if (typeof window !== "undefined") afterFirstPaint(() => void import("./outcome-events.ts").then(({ watchDepositEvents }) => watchDepositEvents()));

const DepositSuccessModal = lazyModal(() => import("./DepositSuccessModal.tsx"));
const DepositFailureModal = lazyModal(() => import("./DepositFailureModal.tsx"));
const DepositWaitingModal = lazyModal(() => import("./DepositWaitingModal.tsx"));
const ThreeDsModal = lazyModal(() => import("./ThreeDsModal.tsx"));

/** The redirect back from the provider carries these; closing the modal removes them with `modal`. */
const params = ["method", "PaReq", "MD", "code"] as const;

/** The deposit result modals of spec §2, replacing the shell's "coming soon" ones (with the shell's spec titles). */
export const resultModals: ModalDefinition[] = [
  { name: "deposit-success", component: DepositSuccessModal, size: "sm", params },
  { name: "deposit-failed", component: DepositFailureModal, size: "sm", params },
  { name: "deposit-decline", component: DepositFailureModal, size: "sm", params },
  { name: "deposit-cancel", component: DepositFailureModal, size: "sm", params },
  { name: "deposit-return", component: DepositWaitingModal, size: "sm", params },
  { name: "deposit-pending", component: DepositWaitingModal, size: "sm", params },
  // Closing by the backdrop could drop the payment half-way: the webhook must finish first.
  { name: "deposit-3ds-success", component: ThreeDsModal, size: "sm", params, disableBackdropClose: true },
];
