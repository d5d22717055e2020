import { useRef, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { claimReferralMutationOptions } from "@casino/api-client";
import { referralClaimed, referralClaimFailure, type ReferralClaimOutcome } from "./claim-outcome.ts";

/**
 * POST referral/claim once per press: a press while one is under way sends nothing. The answer's numbers replace the
 * page's and the user details (balance) are read again.
 */
export function useReferralClaim() {
  const queryClient = useQueryClient();
  const running = useRef(false);
  const mutation = useMutation(claimReferralMutationOptions(queryClient));
  const [outcome, setOutcome] = useState<ReferralClaimOutcome | null>(null);
  const claim = () => {
    // isPending turns true only after a render: a double click in one frame must not claim twice.
    if (running.current) return;
    running.current = true;
    setOutcome(null);
    mutation.mutate(undefined, {
      onSuccess: (result) => setOutcome(referralClaimed(result)),
      onError: (error) => setOutcome(referralClaimFailure(error)),
      onSettled: () => {
        running.current = false;
      },
    });
  };
  return { claim, pending: mutation.isPending, outcome };
}
