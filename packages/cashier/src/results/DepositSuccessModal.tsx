import type { ModalComponentProps } from "@casino/shell";
import { SuccessView } from "./SuccessView.tsx";
import { useTrackedDeposit } from "./use-tracked-deposit.ts";

/** deposit-success: the provider (or the socket, from deposit-return) reported the money credited. */
export default function DepositSuccessModal({ close }: ModalComponentProps) {
  const amount = useTrackedDeposit();
  return <SuccessView amount={amount} onClose={close} />;
}
