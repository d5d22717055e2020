import { useLingui } from "@lingui/react/macro";
import type { ModalComponentProps } from "@casino/shell";
import { depositErrorText, hasDepositErrorText } from "./deposit-errors.ts";
import { FailureView, type FailureKind } from "./FailureView.tsx";
import { useAlternativeMethod } from "./use-alternative-method.ts";

const KINDS: readonly FailureKind[] = ["deposit-failed", "deposit-decline", "deposit-cancel"];

/** deposit-failed, deposit-decline and deposit-cancel (one chunk): the failed method from `method`, an alternative. */
export default function DepositFailureModal({ name, params }: ModalComponentProps) {
  const { i18n } = useLingui();
  const kind = KINDS.find((known) => known === name) ?? "deposit-failed";
  const { methodTitle, alternative } = useAlternativeMethod(params["method"]);
  // A failure the socket reported carries its code (deposit-return turned into deposit-failed).
  const code = params["code"];
  const error = code && hasDepositErrorText(code) ? depositErrorText(code, i18n) : undefined;
  return (
    <FailureView kind={kind} method={params["method"]} methodTitle={methodTitle} error={error} alternative={alternative} />
  );
}
