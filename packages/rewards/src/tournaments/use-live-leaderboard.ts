import { useEffect, useRef } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { tournamentLeaderboardQueryOptions, type Tournament } from "@casino/api-client";
import { useRealtimeEvent, useRealtimeReconnect } from "@casino/shell";

/** The most places a board shows (the server's limit); the player's own entry comes beside them when further down. */
export const BOARD_LIMIT = 100;
/** Other players' moves arrive by this poll, paused while the tab is hidden; the player's own by the socket at once. */
export const BOARD_POLL_MS = 15_000;

/**
 * A tournament's leaderboard, read again when the player's score changes (socket), on reconnect, when the status
 * changes (an end's winners are the final standings, not the last poll's) and, while running, by a visible-only poll.
 */
export function useLiveLeaderboard(tournament: Pick<Tournament, "id" | "status">) {
  const queryClient = useQueryClient();
  const options = tournamentLeaderboardQueryOptions(tournament.id, BOARD_LIMIT);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: options.queryKey, exact: true });
  useRealtimeEvent("tournamentScore", (event) => {
    if (event.detail.tournamentId === tournament.id) refresh();
  });
  useRealtimeReconnect(refresh);
  const shownStatus = useRef(tournament.status);
  useEffect(() => {
    if (shownStatus.current === tournament.status) return;
    shownStatus.current = tournament.status;
    refresh();
    // Only when the status changes: `refresh` is new on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tournament.status]);
  return useQuery({ ...options, refetchInterval: tournament.status === "running" ? BOARD_POLL_MS : false, refetchIntervalInBackground: false });
}
