import { useModal, useRealtimeEvent } from "@casino/shell";
import { useRereadOnReconnect } from "../../results/use-reread-on-reconnect.ts";

/**
 * The provider's answer arrives on the socket (spec §7 `deposit` / `failedDeposit`): the panel closes and the
 * result modal opens. An answer sent while the socket was down is read over HTTP once it is back. The result modals,
 * not this panel, own the texts and the tracking of the outcome.
 */
export function useDepositOutcome(paymentId: string, methodName: string, close: () => void): void {
  const modal = useModal();
  const succeeded = () => {
    close();
    modal.open("deposit-success");
  };
  const failed = () => {
    close();
    modal.open("deposit-failed", { method: methodName });
  };
  useRealtimeEvent("deposit", succeeded);
  useRealtimeEvent("failedDeposit", failed);
  useRereadOnReconnect({ paymentId }, (outcome) => (outcome === "deposit" ? succeeded() : failed()));
}
