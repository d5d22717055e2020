import type { ReactNode } from "react";
import type { UserDetails } from "@casino/api-client";
import { LoadError, useCurrentUser } from "@casino/shell";

/**
 * Renders `children` with the logged-in player: the skeleton on first paint, "Data loading error" with Retry
 * when the user details fail. The data stays live: the shell's socket writes balances into the same query.
 */
export function PlayerView({ skeleton, children }: { skeleton: ReactNode; children: (user: UserDetails) => ReactNode }) {
  const user = useCurrentUser();
  if (user.data) return <>{children(user.data)}</>;
  if (user.isError) return <LoadError onRetry={() => void user.refetch()} />;
  return <>{skeleton}</>;
}
