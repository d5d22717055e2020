import { useCallback } from "react";
import { useRouterState } from "@tanstack/react-router";
import type { DepositPayload } from "@casino/api-client";
import { LoadError, useSettings } from "@casino/shell";
import { DepositActionPanel } from "./action/DepositActionPanel.tsx";
import { DepositForm } from "./DepositForm.tsx";
import { DepositSkeleton, KycRequired, NoMethods } from "./DepositNotices.tsx";
import { useDepositData } from "./use-deposit-data.ts";
import { useDepositSubmit } from "./use-deposit-submit.ts";

/**
 * The deposit for a logged-in player, on the /deposit page and in the sidebar alike: loading, error, the KYC gate,
 * no methods, the form, and after paying the method's next step (redirect or the action panel).
 */
export function DepositFlow() {
  const settings = useSettings();
  const data = useDepositData();
  const submit = useDepositSubmit();
  // ?method=<name>: the alternative a failed deposit offered (the result modals link here with it).
  // Read from the location: the sidebar renders in the modal host, outside any route match.
  const search = useRouterState({ select: (state) => state.location.search as Record<string, unknown> });
  const wanted = search["method"];
  const { pay } = submit;
  const served = data.status === "ready" ? data.methods : undefined;
  const onPay = useCallback(
    (payload: Omit<DepositPayload, "returnUrl">) =>
      void pay({ ...payload, returnUrl: window.location.origin }, served?.find((method) => method.id === payload.methodId)?.name),
    [pay, served],
  );

  if (data.status === "loading") return <DepositSkeleton />;
  if (data.status === "error") return <LoadError error={data.error} onRetry={data.retry} retrying={data.retrying} />;
  const { user, methods, remainingLimit, bonuses } = data;
  if (settings.allowKYCBeforeDeposit && user.kycStatus !== "APPROVED") return <KycRequired />;
  if (methods.length === 0) return <NoMethods />;

  const paid = submit.result;
  const paidMethod = paid ? methods.find((method) => method.id === paid.payment.methodId) : undefined;
  const panel = paid && paidMethod ? <DepositActionPanel result={paid} method={paidMethod} remainingLimit={remainingLimit} onClose={submit.reset} /> : null;
  // The form stays mounted under the panel: after it closes (Done, a new UPI QR) the method, amount and fields the
  // player entered are still there.
  const form = (
    <DepositForm
      initialMethodId={methods.find((method) => method.name === wanted)?.id ?? null}
      methods={methods}
      currency={user.currencyCode}
      crypto={user.isCrypto}
      remainingLimit={remainingLimit}
      bonuses={bonuses}
      activeBonusName={user.activeBonus?.name ?? null}
      version={settings.depositFormVersion}
      showAllFields={settings.onDepositShowAllField}
      allowWithoutAddress={settings.allowDepWithoutAddress}
      busy={submit.busy}
      failure={submit.failure}
      onPay={onPay}
    />
  );
  return (
    <>
      {panel}
      <div hidden={panel !== null}>{form}</div>
    </>
  );
}
