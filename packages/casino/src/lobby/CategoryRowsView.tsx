import { startTransition, useEffect, useId, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Category } from "@casino/api-client";
import { lobbyRows } from "@casino/domain";
import { LoadError, PageLink } from "@casino/shell";
import { Skeleton } from "@casino/ui-kit";
import { GameTileSkeleton } from "../tile/GameTileSkeleton.tsx";
import { GameCarousel } from "./carousel/GameCarousel.tsx";
import * as carousel from "./carousel/GameCarousel.css.ts";
import { categoryPageLink } from "./category-links.ts";
import * as styles from "./CasinoPage.css.ts";

export type CategoryRowsViewProps = {
  status: "pending" | "error" | "success";
  categories: readonly Category[];
  error?: unknown;
  onRetry?: () => void;
  retrying?: boolean;
  /** Stories of the plain rows keep embla away. */
  enhance?: boolean;
};

function CategoryRow({ category, first, enhance }: { category: Category; first: boolean; enhance: boolean }) {
  const { t } = useLingui();
  const headingId = useId();
  const link = categoryPageLink(category.slug);
  const name = category.name;
  return (
    <GameCarousel
      headingId={headingId}
      title={
        <h2 id={headingId} className={styles.sectionTitle}>
          {category.name}
        </h2>
      }
      actions={
        <PageLink page={link.page} {...(link.params ? { params: link.params } : {})} className={styles.link} aria-label={t`See all ${name}`}>
          <Trans>See all</Trans>
        </PageLink>
      }
      games={category.games}
      priority={first}
      enhance={enhance}
    />
  );
}

/** Two rows shaped like the carousels, so the page does not move when the categories arrive. */
export function CategoryRowsSkeleton() {
  const { t } = useLingui();
  return (
    <div className={styles.rows} aria-busy="true" aria-label={t`Loading game categories`} role="group">
      {[0, 1].map((row) => (
        <div key={row} className={carousel.region}>
          <Skeleton width="10rem" height="1.5rem" />
          <div className={carousel.viewport}>
            <div className={carousel.track}>
              {Array.from({ length: 6 }, (_, index) => (
                <div key={index} className={carousel.slide}>
                  <GameTileSkeleton />
                </div>
              ))}
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}

/** Rows drawn with the first screen; the others follow in a transition (React renders them in 5 ms slices). */
const FIRST_ROWS = 2;

function useRowsShown(total: number): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (all || total <= FIRST_ROWS) return undefined;
    const frame = requestAnimationFrame(() => startTransition(() => setAll(true)));
    return () => cancelAnimationFrame(frame);
  }, [all, total]);
  return all ? total : Math.min(total, FIRST_ROWS);
}

/** The lobby's category carousels; a category without games is left out, a failure offers Retry. Props only. */
export function CategoryRowsView({ status, categories, error, onRetry = () => undefined, retrying = false, enhance = true }: CategoryRowsViewProps) {
  const rows = lobbyRows(categories);
  const shown = useRowsShown(rows.length);
  if (status === "pending") return <CategoryRowsSkeleton />;
  if (status === "error") return <LoadError error={error} onRetry={onRetry} retrying={retrying} />;
  return rows.slice(0, shown).map((category, index) => (
    <CategoryRow key={category.slug} category={category} first={index === 0} enhance={enhance} />
  ));
}
