import { useCallback, useRef, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  ApiError, answerMayBeLost, depositMutationOptions, limitsQueryOptions, newIdempotencyKey, type DepositPayload, type DepositResult,
} from "@casino/api-client";
import { depositFailureCode } from "@casino/domain";
import { useCurrentUser, useModal, useUrlGate } from "@casino/shell";
import { ActionKeys, type ActionAbout } from "../shared/action-key.ts";

/** Why the last Pay did not go through: the connection (the answer may be lost) or the server's spec §8 code. */
export type DepositFailure = { kind: "connection" } | { kind: "refused"; code: string };

export type DepositSubmit = {
  /**
   * Sends the deposit once: a second call while one is in flight (double click, Enter) does nothing. The method's
   * name is for its failure modal, should the provider's page be one the URL gate refuses.
   */
  pay: (payload: DepositPayload, methodName?: string) => Promise<void>;
  /** True from the first click until the answer (and for a redirect, until the page leaves). */
  busy: boolean;
  failure: DepositFailure | null;
  /** The answer of a method that goes on here (crypto, UPI, bank transfer): the action panel shows it. */
  result: DepositResult | null;
  /** Back to the form after the action panel closes. */
  reset: () => void;
};

/**
 * No answer, a 2xx answer that does not read (cut short, not the deposit's shape) or a gateway's 5xx may hide an answer
 * the server gave (it may have taken the deposit): the player is told the connection dropped and Retry sends the
 * same key (it is not settled).
 */
const failureOf = (error: unknown): DepositFailure =>
  answerMayBeLost(error)
    ? { kind: "connection" }
    : error instanceof ApiError
      ? { kind: "refused", code: depositFailureCode(error.code, error.details) }
      : { kind: "refused", code: "GLOBAL_ERROR" };

const leaveFor = (url: string) => window.location.assign(url);

/**
 * The Pay action. The Idempotency-Key is made when the player pays for these exact values the first time and
 * reused by every retry of them after a lost answer (the server then answers the first result and moves money
 * once); changed values are a new action with a new key, and any answer of the server closes the action. A key
 * still waiting for its answer survives a reload (sessionStorage, see ActionKeys): paying again for the same
 * method, amount and bonus after a reload sends it again.
 */
export function useDepositSubmit(navigate: (url: string) => void = leaveFor): DepositSubmit {
  const queryClient = useQueryClient();
  const gate = useUrlGate();
  const { open: openModal } = useModal();
  const { mutateAsync } = useMutation(depositMutationOptions(queryClient));
  const keys = useRef(new ActionKeys(newIdempotencyKey, "deposit"));
  const player = useCurrentUser().data?.userId;
  // A ref, not state: the second click of a double click arrives before React re-renders the disabled button.
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<DepositFailure | null>(null);
  const [result, setResult] = useState<DepositResult | null>(null);

  const pay = useCallback(
    async (payload: DepositPayload, methodName = "") => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      setFailure(null);
      const about: ActionAbout | undefined =
        player === undefined ? undefined : { player, methodId: payload.methodId, amount: payload.amount, currency: payload.currency, bonusId: payload.bonusId };
      const idempotencyKey = keys.current.keyFor(payload, about);
      let leaving = false;
      try {
        const answer = await mutateAsync({ payload, idempotencyKey });
        keys.current.settle();
        if (answer.action.type === "redirect") {
          const target = gate("redirect", answer.action.url);
          // The provider's page takes over; the button stays busy until the browser leaves. A page the gate refuses
          // (javascript:, another origin than the brand's payment pages) is never opened: the method failed.
          if (target === null) openModal("deposit-failed", { method: methodName });
          else {
            leaving = true;
            navigate(target);
          }
        } else setResult(answer);
      } catch (error) {
        setFailure(failureOf(error));
        // The server answered (and moved nothing): the action is over, and it keeps that answer under the key, so
        // Pay again must be a new action. Only a lost answer (timeout, offline, a gateway's 5xx) retries with the same key.
        if (error instanceof ApiError && !answerMayBeLost(error)) keys.current.settle();
        // The limit was used elsewhere meanwhile: show what it leaves now.
        if (error instanceof ApiError && error.code === "PAYMENT_LIMIT_THRESHOLD") {
          void queryClient.invalidateQueries({ queryKey: limitsQueryOptions().queryKey });
        }
      } finally {
        if (!leaving) {
          inFlight.current = false;
          setBusy(false);
        }
      }
    },
    [mutateAsync, navigate, queryClient, player, gate, openModal],
  );

  const reset = useCallback(() => setResult(null), []);
  return { pay, busy, failure, result, reset };
}
