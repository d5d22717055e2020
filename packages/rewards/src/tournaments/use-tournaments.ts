import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { tournamentsQueryOptions } from "@casino/api-client";

/**
 * Every tournament in the player's language (running, upcoming, finished): the list page and a tournament's page
 * share this one read. `refresh` reads it again (a countdown passed a start or an end, so a status changed).
 */
export function useTournaments() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const options = tournamentsQueryOptions({ language: i18n.locale });
  const query = useQuery(options);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: options.queryKey, exact: true });
  return { query, refresh };
}
