import { useLingui } from "@lingui/react/macro";
import { ApiError, DataLoadingError } from "@casino/api-client";

/** The translated message of every code the join route answers (TOURNAMENT_FINISHED, …), a general one otherwise. */
export function useJoinErrorText(): (error: Error) => string {
  const { t } = useLingui();
  return (error) => {
    if (error instanceof DataLoadingError) return t`Data loading error`;
    if (!(error instanceof ApiError)) return t`The tournament could not be joined. Please try again.`;
    switch (error.code) {
      case "TOURNAMENT_FINISHED":
        return t`This tournament has finished and takes no new players.`;
      case "TOURNAMENT_NOT_FOUND":
        return t`This tournament no longer exists.`;
      case "SELF_EXCLUDED":
        return t`You are excluded from play and cannot join tournaments until the exclusion ends.`;
      case "ACCOUNT_FROZEN":
        return t`Your account is frozen: you cannot join tournaments.`;
      default:
        return t`The tournament could not be joined. Please try again.`;
    }
  };
}
