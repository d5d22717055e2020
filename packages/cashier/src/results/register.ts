import { lazyModal, useSessionStore, type ModalDefinition } from "@casino/shell";
import { whenSignedIn } from "./when-signed-in.ts";

// Deposits can complete on any page (crypto, bank transfer): the socket's deposit events are tracked for the whole
// visit, and kept for a result modal that is still loading. Those events come only over the player's socket, which
// opens with a session: the listener loads when there is one (at start for a returning player, at log-in or sign-up
// otherwise), alongside the socket, so no event can come before it; a guest never downloads it.
if (typeof window !== "undefined") {
  whenSignedIn(useSessionStore, () => void import("./outcome-events.ts").then(({ watchDepositEvents }) => watchDepositEvents()));
}

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
