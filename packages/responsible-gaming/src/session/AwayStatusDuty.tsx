import { useEffect, useRef } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { setAwayStatusMutationOptions } from "@casino/api-client";
import { useAwayState } from "@casino/shell";

/**
 * Spec §4 away status, issue 27 point 6: the shell's away state (5 minutes without activity in any tab) told to the
 * sandbox as an automatic away, and the return as present, once per change (the sandbox removes a player who stays
 * away 30 minutes from multiplayer tables by its own clock).
 */
export default function AwayStatusDuty() {
  const state = useAwayState();
  const queryClient = useQueryClient();
  const { mutate } = useMutation(setAwayStatusMutationOptions(queryClient));
  const toldAway = useRef(false);
  useEffect(() => {
    const away = state !== "present";
    if (away === toldAway.current) return;
    toldAway.current = away;
    mutate(away ? { away: true, mode: "automatic" } : { away: false });
  }, [state, mutate]);
  return null;
}
