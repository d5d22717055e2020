import { useEffect } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { awayStatusQueryOptions, setAwayStatusMutationOptions, type AwayStatus } from "@casino/api-client";
import { useAwayState } from "@casino/shell";

/** Since when the player is away by their own choice (manual), if they are. */
const manualSince = (status: AwayStatus | undefined): string | null => (status?.away && status.mode === "manual" ? status.since : null);

/**
 * Spec §4 away status, issue 27 point 6: the shell's away state (5 minutes without activity in any tab) told to the
 * sandbox as an automatic away, and the return as present, whenever it differs from what the sandbox holds (read once,
 * then kept by each answer). A manual away (PUT with mode manual, set elsewhere) stands until the player ends it: activity does not undo
 * it, and the shell's state counts from it (removal from multiplayer tables after 30 minutes, by the sandbox's clock).
 */
export default function AwayStatusDuty() {
  const queryClient = useQueryClient();
  const { data: status } = useQuery(awayStatusQueryOptions());
  const manual = manualSince(status);
  const state = useAwayState(manual);
  const { mutate, isPending } = useMutation(setAwayStatusMutationOptions(queryClient));
  useEffect(() => {
    if (!status || manual !== null || isPending) return;
    const away = state !== "present";
    if (away === status.away) return;
    mutate(away ? { away: true, mode: "automatic" } : { away: false });
  }, [state, status, manual, isPending, mutate]);
  return null;
}
