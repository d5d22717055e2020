import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@casino/ui-kit";
import * as styles from "./HistoryFilters.css.ts";

export type HistoryPaginationProps = { page: number; pageCount: number; onPage: (page: number) => void; disabled?: boolean };

/** Previous / next with "Page x of y"; the position is announced politely when it changes. */
export function HistoryPagination({ page, pageCount, onPage, disabled = false }: HistoryPaginationProps) {
  const { t } = useLingui();
  return (
    <nav className={styles.pagination} aria-label={t`Pages`}>
      <Button variant="secondary" size="sm" disabled={disabled || page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </Button>
      <span className={styles.pageOf} aria-live="polite">
        <Trans>
          Page {page} of {pageCount}
        </Trans>
      </span>
      <Button variant="secondary" size="sm" disabled={disabled || page >= pageCount} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </Button>
    </nav>
  );
}
