import { useCallback, useEffect } from "react";
import { useNavigate } from "@tanstack/react-router";
import * as v from "valibot";
import { FailedDepositEventSchema } from "@casino/api-client";
import { MODAL_PARAM, useRealtimeEvent, type ModalComponentProps } from "@casino/shell";
import { outcomeSince, type DepositOutcome } from "./outcome-events.ts";
import { useRereadOnReconnect } from "./use-reread-on-reconnect.ts";
import { WaitingView, type WaitingKind } from "./WaitingView.tsx";

// Outcomes before this page loaded belong to other deposits; the redirect back is a fresh page load.
const pageStart = () => Math.floor(performance.timeOrigin);
/** The deposit was made before the player left for the provider: the latest one made this long before the return. */
const PROVIDER_VISIT_MS = 30 * 60_000;

/**
 * deposit-return and deposit-pending: the redirect did not know the outcome yet. When the socket reports it (or, after
 * a drop, a re-read of the latest deposit finds it) the modal becomes deposit-success or deposit-failed in place
 * (replace: Back does not reopen the waiting modal).
 */
export default function DepositWaitingModal({ name }: ModalComponentProps) {
  const navigate = useNavigate();
  const settle = useCallback(
    (outcome: Pick<DepositOutcome, "kind"> & { code?: string }) =>
      void navigate({
        to: ".",
        search: (prev: Record<string, unknown>) => ({
          ...prev,
          [MODAL_PARAM]: outcome.kind === "deposit" ? "deposit-success" : "deposit-failed",
          ...(outcome.code ? { code: outcome.code } : {}),
        }),
        replace: true,
      }),
    [navigate],
  );
  // The event may have come while this lazy modal was loading; the always-on listener kept it.
  useEffect(() => {
    const outcome = outcomeSince(pageStart());
    if (outcome) settle(outcome);
  }, [settle]);
  useRealtimeEvent("deposit", () => settle({ kind: "deposit" }));
  // The socket's payload is not validated on the way in: a malformed one still ends the wait, without a code.
  useRealtimeEvent("failedDeposit", (event) => {
    const detail: unknown = event.detail;
    settle({ kind: "failedDeposit", ...(v.is(FailedDepositEventSchema, detail) ? { code: detail.code } : {}) });
  });
  // An outcome sent while the socket was down: the player's latest deposit, read over HTTP (it has no code).
  useRereadOnReconnect({ createdSince: pageStart() - PROVIDER_VISIT_MS }, (kind) => settle({ kind }));
  const kind: WaitingKind = name === "deposit-pending" ? "deposit-pending" : "deposit-return";
  return <WaitingView kind={kind} />;
}
