import { startTransition, useEffect, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import type { BonusFilter } from "@casino/api-client";
import { LoadError, useSession } from "@casino/shell";
import { Button, Text } from "@casino/ui-kit";
import { useBonusActivation } from "../activation/use-bonus-activation.ts";
import { BonusCard } from "./BonusCard.tsx";
import { BonusSkeletons } from "./BonusSkeletons.tsx";
import { useBonusList } from "./use-bonus-list.ts";
import * as styles from "./BonusList.css.ts";

export type BonusListProps = {
  filter: BonusFilter;
  /** The slug of the card to bring back into view (a guest who logged in to claim it). */
  highlight?: string;
  labelledBy: string;
};

/** Cards rendered with the list's first paint; the rest follow in a transition React can interrupt. */
export const FIRST_CARDS = 4;

/**
 * How many of `total` cards to render: the first few at once, all of them one transition later. Rendering 24 cards
 * in one go was a blocking task of ~170 ms on a mid-range phone right after the page painted.
 */
function useRevealed(total: number): number {
  const [revealed, setRevealed] = useState(FIRST_CARDS);
  useEffect(() => {
    if (revealed < total) startTransition(() => setRevealed(total));
  }, [revealed, total]);
  return revealed;
}

/** get-all-bonus as cards, 24 at a time with "Show more"; skeletons first, then empty, error or the cards. */
export function BonusList({ filter, highlight = "", labelledBy }: BonusListProps) {
  const { t } = useLingui();
  const { isAuthenticated } = useSession();
  const query = useBonusList(filter);
  const activation = useBonusActivation();
  const revealed = useRevealed(query.data?.pages.reduce((count, page) => count + page.rows.length, 0) ?? 0);

  if (query.isPending) {
    return (
      <div aria-busy="true" aria-labelledby={labelledBy} role="region">
        <BonusSkeletons />
      </div>
    );
  }
  if (query.isError && !query.data) return <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const bonuses = query.data.pages.flatMap((page) => page.rows);
  if (bonuses.length === 0) return <Text as="p">{t`There are no bonuses on offer right now. Please check again soon.`}</Text>;
  return (
    <>
      <ul className={styles.grid} aria-labelledby={labelledBy}>
        {bonuses.slice(0, revealed).map((bonus) => (
          <li key={bonus.id} className={styles.item}>
            <BonusCard bonus={bonus} activation={activation} highlighted={isAuthenticated && bonus.slug === highlight} />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError ? <LoadError error={query.error} onRetry={() => void query.fetchNextPage()} retrying={query.isFetchingNextPage} /> : null}
      {query.hasNextPage && !query.isFetchNextPageError ? (
        <div className={styles.more}>
          <Button type="button" variant="secondary" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {t`Show more bonuses`}
          </Button>
        </div>
      ) : null}
    </>
  );
}
