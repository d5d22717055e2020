import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { claimRakebackMutationOptions, type RakebackClaim } from "@casino/api-client";
import { isStaleCalendarError } from "./claim-errors.ts";
import { customerDateTime } from "./player-time-zone.ts";

export type ClaimOutcome = { kind: "success"; claim: RakebackClaim; date: string } | { kind: "failure"; error: unknown; date: string };

/**
 * Claims one day (spec §4: rakeback-claim with timeZone, customerDate and bonusId). One claim at a time; success
 * refreshes the calendar and the balance (the mutation's own invalidation), a refusal that means the calendar on
 * screen is stale reads it again.
 */
export function useRakebackClaim(bonusId: number | undefined, timeZone: string) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<ClaimOutcome | null>(null);
  const mutation = useMutation(claimRakebackMutationOptions(queryClient));
  const claim = (date: string) => {
    if (bonusId === undefined || mutation.isPending) return;
    setOutcome(null);
    const payload = { bonusId, claimDate: date, customerDate: customerDateTime(new Date(), timeZone), timeZone };
    mutation.mutate(payload, {
      onSuccess: (result) => setOutcome({ kind: "success", claim: result, date }),
      onError: (error) => {
        setOutcome({ kind: "failure", error, date });
        if (isStaleCalendarError(error)) void queryClient.invalidateQueries({ queryKey: ["rakeback"] });
      },
    });
  };
  return {
    claim,
    claiming: mutation.isPending ? (mutation.variables?.claimDate ?? null) : null,
    outcome,
    dismiss: () => setOutcome(null),
  };
}
