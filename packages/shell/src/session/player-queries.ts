import type { QueryClient } from "@tanstack/react-query";
import { userDetailsQueryKey } from "@casino/api-client";

/**
 * After sign-in, sign-out or an expired session no answer read with the old token may show: the user details
 * go at once, every other cached query goes back to its initial state (active ones refetch with the new token).
 */
export function clearPlayerQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: userDetailsQueryKey });
  void queryClient.resetQueries();
}
