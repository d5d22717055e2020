import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { tournamentsQueryOptions, type TournamentList } from "@casino/api-client";

/** While the server's status of a tournament lags the device's clock (a start or end just passed), read again this often. */
const STATUS_RETRY_MS = 3_000;
/** For this long after a start or an end on the device's clock (a device far ahead must not poll for ever). */
const LAG_WINDOW_MS = 60_000;

/** Whether the server still answers the status before a start or end that the device's clock passed a moment ago. */
function lagging(list: TournamentList | undefined, now = Date.now()): boolean {
  return (list?.rows ?? []).some((row) => {
    const passed = row.status === "upcoming" ? row.startsAt : row.status === "running" ? row.endsAt : null;
    // The start is running, the end finished (domain's tournamentStatusAt): at or after it the answer is behind.
    const since = passed === null ? -1 : now - Date.parse(passed);
    return since >= 0 && since < LAG_WINDOW_MS;
  });
}

/**
 * Every tournament in the player's language (running, upcoming, finished): the list page and a tournament's page
 * share this one read. `refresh` reads it again (a countdown passed a start or an end, so a status changed); while an
 * answer still disagrees with the countdown (the server's clock a little behind), it is read again, visible only.
 */
export function useTournaments() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const options = tournamentsQueryOptions({ language: i18n.locale });
  const query = useQuery({ ...options, refetchInterval: (current) => (lagging(current.state.data) ? STATUS_RETRY_MS : false) });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: options.queryKey, exact: true });
  return { query, refresh };
}
