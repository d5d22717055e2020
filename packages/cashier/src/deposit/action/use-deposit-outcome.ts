import { useModal, useRealtimeEvent } from "@casino/shell";

/**
 * The provider's answer arrives on the socket (spec §7 `deposit` / `failedDeposit`): the panel closes and the
 * result modal opens. The result modals, not this panel, own the texts and the tracking of the outcome.
 */
export function useDepositOutcome(methodName: string, close: () => void): void {
  const modal = useModal();
  useRealtimeEvent("deposit", () => {
    close();
    modal.open("deposit-success");
  });
  useRealtimeEvent("failedDeposit", () => {
    close();
    modal.open("deposit-failed", { method: methodName });
  });
}
