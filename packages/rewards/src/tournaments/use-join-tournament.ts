import { useCallback, useRef } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { joinTournamentMutationOptions } from "@casino/api-client";

export type TournamentJoin = {
  /** Joins; ignored while a join runs (one request per click, also for a double click). */
  join: () => void;
  pending: boolean;
  error: Error | null;
};

/** Joining one tournament: the server keeps one entry per player, so a repeated join answers the first one. */
export function useJoinTournament(tournamentId: number): TournamentJoin {
  const queryClient = useQueryClient();
  const running = useRef(false);
  const mutation = useMutation(joinTournamentMutationOptions(queryClient));
  const { mutate } = mutation;
  const join = useCallback(() => {
    // isPending turns true only after a render: a double click in one frame must not send twice.
    if (running.current) return;
    running.current = true;
    mutate(tournamentId, {
      onSettled: () => {
        running.current = false;
      },
    });
  }, [mutate, tournamentId]);
  return { join, pending: mutation.isPending, error: mutation.error };
}
