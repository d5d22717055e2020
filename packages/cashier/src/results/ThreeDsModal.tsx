import type { ModalComponentProps } from "@casino/shell";
import { SuccessView } from "./SuccessView.tsx";
import { ThreeDsView } from "./ThreeDsView.tsx";
import { useThreeDsCompletion } from "./use-three-ds-completion.ts";
import { useTrackedDeposit, type KnownDeposit } from "./use-tracked-deposit.ts";

/** deposit-3ds-success: the bank verified the card; this modal completes the payment through the 3DS webhook. */
export default function ThreeDsModal({ params, close }: ModalComponentProps) {
  const state = useThreeDsCompletion(params["PaReq"], params["MD"]);
  if (state.status === "success") return <CompletedDeposit deposit={state.deposit} onClose={close} />;
  if (state.status === "progress") return <ThreeDsView status="progress" />;
  return <ThreeDsView status="error" error={state.error} retrying={state.retrying} onRetry={state.retry} />;
}

function CompletedDeposit({ deposit, onClose }: { deposit: KnownDeposit; onClose: () => void }) {
  const amount = useTrackedDeposit(deposit);
  return <SuccessView amount={amount} onClose={onClose} />;
}
