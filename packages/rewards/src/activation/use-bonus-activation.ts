import { useCallback, useRef, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { activateBonusMutationOptions } from "@casino/api-client";
import { outcomeOfError, outcomeOfResult, type ActivationOutcome } from "./activation-outcome.ts";
import { playerTimeZone } from "./time-zone.ts";

export type BonusActivation = {
  /** Activates a bonus; ignored while another activation runs (one per click). */
  activate: (bonusId: number, options?: { confirmCancelCurrent?: boolean }) => void;
  /** The bonus being activated now, if any. */
  pendingBonusId: number | null;
  /** The last activation's outcome and the bonus it was for. */
  result: { bonusId: number; outcome: ActivationOutcome } | null;
  dismiss: () => void;
};

/**
 * Bonus activation (spec §8) for any screen: sends the player's time zone, refreshes the wallet, the player's
 * bonuses, the calendars and the offers after success, and turns the answer into an ActivationOutcome.
 */
export function useBonusActivation(): BonusActivation {
  const queryClient = useQueryClient();
  const base = activateBonusMutationOptions(queryClient);
  const running = useRef(false);
  const [result, setResult] = useState<BonusActivation["result"]>(null);
  const mutation = useMutation({
    ...base,
    onSuccess: async (...args) => {
      await Promise.all([
        base.onSuccess?.(...args),
        queryClient.invalidateQueries({ queryKey: ["free-money"] }),
        queryClient.invalidateQueries({ queryKey: ["bonuses", "calendar"] }),
      ]);
    },
  });
  const { mutate } = mutation;

  const activate = useCallback(
    (bonusId: number, options: { confirmCancelCurrent?: boolean } = {}) => {
      // isPending turns true only after a render: a double click in one frame must not send twice.
      if (running.current) return;
      running.current = true;
      setResult(null);
      const payload = { bonusId, timeZone: playerTimeZone(), ...(options.confirmCancelCurrent ? { confirmCancelCurrent: true } : {}) };
      mutate(payload, {
        onSuccess: (answer) => setResult({ bonusId, outcome: outcomeOfResult(answer) }),
        onError: (error) => setResult({ bonusId, outcome: outcomeOfError(error) }),
        onSettled: () => {
          running.current = false;
        },
      });
    },
    [mutate],
  );

  return {
    activate,
    pendingBonusId: mutation.isPending ? mutation.variables.bonusId : null,
    result,
    dismiss: useCallback(() => setResult(null), []),
  };
}
