import { useCallback, useMemo, useRef, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  calculateWithdrawalMutationOptions,
  confirmWithdrawalMutationOptions,
  newIdempotencyKey,
  type WithdrawalPayload,
  type WithdrawalQuote,
} from "@casino/api-client";
import { ActionKeys } from "../shared/action-key.ts";
import { withdrawFailureOf, type WithdrawFailure } from "./withdraw-errors.ts";

export type Quoted = { payload: WithdrawalPayload; quote: WithdrawalQuote };

/**
 * Calculate, then confirm. The Idempotency-Key is made when the player first presses Confirm for a quote and kept
 * for every retry of it (timeout, offline, 5xx), so money moves once; a changed field drops the quote and its key.
 * A key still waiting for its answer survives a reload (sessionStorage, see ActionKeys): confirming the same method,
 * amount and currency again for `player` sends it again.
 */
export function useWithdrawal(player?: number) {
  const queryClient = useQueryClient();
  const calculate = useMutation(calculateWithdrawalMutationOptions());
  const confirm = useMutation(confirmWithdrawalMutationOptions(queryClient));
  const { reset: resetCalculate, mutateAsync: calculateAsync } = calculate;
  const { reset: resetConfirm, mutate: sendConfirm, isSuccess: confirmDone } = confirm;
  const [quoted, setQuoted] = useState<Quoted | null>(null);
  const keys = useRef(new ActionKeys(newIdempotencyKey, "withdrawal"));
  // A ref, not the mutation's state: two clicks in the same frame both see the state from before either ran.
  const inFlight = useRef(false);

  const invalidate = useCallback(() => {
    setQuoted(null);
    keys.current.drop();
    resetCalculate();
    resetConfirm();
  }, [resetCalculate, resetConfirm]);

  const runCalculate = useCallback(
    async (payload: WithdrawalPayload): Promise<WithdrawFailure | null> => {
      invalidate();
      try {
        setQuoted({ payload, quote: await calculateAsync(payload) });
        return null;
      } catch (error) {
        return withdrawFailureOf(error);
      }
    },
    [calculateAsync, invalidate],
  );

  const runConfirm = useCallback(() => {
    if (!quoted || inFlight.current || confirmDone) return;
    const { payload } = quoted;
    const about = player === undefined ? undefined : { player, methodId: payload.methodId, amount: payload.amount, currency: payload.currency };
    const idempotencyKey = keys.current.keyFor(payload, about);
    inFlight.current = true;
    sendConfirm(
      { payload, idempotencyKey },
      {
        onSettled: () => {
          inFlight.current = false;
        },
        onSuccess: () => keys.current.settle(),
        onError: (error) => {
          // A refusal will not change on retry: the player corrects the values and calculates again (new action).
          if (withdrawFailureOf(error).kind === "refused") {
            setQuoted(null);
            keys.current.settle();
          }
        },
      },
    );
  }, [quoted, confirmDone, sendConfirm, player]);

  // One object per error, so effects that show it run once per failure.
  const confirmFailure = useMemo(() => (confirm.error ? withdrawFailureOf(confirm.error) : null), [confirm.error]);

  return {
    quoted,
    calculating: calculate.isPending,
    confirming: confirm.isPending,
    confirmFailure,
    confirmed: confirm.data?.payment ?? null,
    calculate: runCalculate,
    confirm: runConfirm,
    invalidate,
  };
}
