import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { relatedGamesQueryOptions } from "@casino/api-client";
import { relatedGamesExcept } from "@casino/domain";
import { GameRow } from "../collection/GameRow.tsx";
import { GameRowSkeleton } from "../collection/GameRowSkeleton.tsx";
import { LoadError } from "@casino/shell";

const RELATED_LIMIT = 12;

/** "More from <provider>": the provider's other games; nothing when it has none. */
export function RelatedGames({ slug, provider }: { slug: string; provider: string }) {
  const { t } = useLingui();
  const related = useQuery(relatedGamesQueryOptions(slug, RELATED_LIMIT));
  if (related.isError && !related.data) {
    return <LoadError error={related.error} onRetry={() => void related.refetch()} retrying={related.isFetching} />;
  }
  if (!related.data) return <GameRowSkeleton />;
  const games = relatedGamesExcept(related.data.rows, slug);
  if (games.length === 0) return null;
  return <GameRow title={t`More from ${provider}`} games={games} />;
}
