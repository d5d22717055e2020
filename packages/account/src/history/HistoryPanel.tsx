import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Plural, useLingui } from "@lingui/react/macro";
import { VisuallyHidden } from "@casino/ui-kit";
import { HISTORY_PAGE_SIZE, hasHistoryFilters, historyPageCount, type HistoryFilters as Filters } from "@casino/domain";
import { CsvExport } from "./CsvExport.tsx";
import { HistoryFilters } from "./HistoryFilters.tsx";
import { HistoryPagination } from "./HistoryPagination.tsx";
import { HistoryState } from "./HistoryState.tsx";
import { HistoryTable, type HistoryTableRow } from "./HistoryTable.tsx";
import { TRANSACTION_STATUSES, TRANSACTION_TYPES, type HistoryViewConfig } from "./history-views.ts";
import type { HistorySearchApi } from "./use-history-search.ts";
import { useHistoryFormat, type HistoryFormat } from "./use-history-format.ts";
import * as styles from "./HistoryView.css.ts";

const CLEARED: Filters = { from: undefined, to: undefined, type: undefined, status: undefined };

export function historyRows<Row>(config: HistoryViewConfig<Row>, rows: readonly Row[], format: HistoryFormat): HistoryTableRow[] {
  return rows.map((row) => ({
    key: config.rowKey(row),
    cells: config.columns.map((column) => ({ text: column.cell(row, format), tone: column.tone?.(row) })),
  }));
}

/**
 * One view: filters, export, the table with its states and the pager. The previous page stays on screen while the
 * next loads (keepPreviousData), dimmed, so the table does not flash.
 */
export function HistoryPanel<Row>({ config, history }: { config: HistoryViewConfig<Row>; history: HistorySearchApi }) {
  const { i18n } = useLingui();
  const format = useHistoryFormat();
  const { search, change } = history;
  const query = useQuery({ ...config.query(search, i18n.locale), placeholderData: keepPreviousData });
  const filtered = hasHistoryFilters(search);
  const columns = config.columns.map((column) => ({ key: column.key, label: i18n._(column.label), numeric: column.numeric ?? false, wrap: column.wrap ?? false }));
  const data = query.data;
  const count = data?.count ?? 0;
  const pageCount = historyPageCount(count, HISTORY_PAGE_SIZE);

  const body = () => {
    if (query.isError && !data) {
      return <HistoryState kind="error" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
    }
    if (data && data.rows.length === 0 && !query.isPlaceholderData) {
      return filtered || search.page > 1 ? (
        <HistoryState kind="filtered" onClearFilters={() => change(CLEARED)} />
      ) : (
        <HistoryState kind="empty" view={config.view} />
      );
    }
    return (
      <HistoryTable
        caption={i18n._(config.caption)}
        columns={columns}
        rows={data ? historyRows(config, data.rows, format) : []}
        loading={!data}
        updating={query.isPlaceholderData}
      />
    );
  };

  return (
    <>
      <div className={styles.toolbar}>
        <HistoryFilters
          filters={search}
          onApply={change}
          types={config.typeAndStatus ? TRANSACTION_TYPES : undefined}
          statuses={config.typeAndStatus ? TRANSACTION_STATUSES : undefined}
        />
        <CsvExport config={config} search={search} format={format} disabled={!data || data.count === 0} />
      </div>
      {/* Screen readers hear how many rows the filters found, since the table changes silently. */}
      <VisuallyHidden>
        <span role="status">{data && !query.isPlaceholderData ? <Plural value={count} one="# result" other="# results" /> : null}</span>
      </VisuallyHidden>
      {body()}
      {data && data.count > 0 ? (
        <HistoryPagination page={search.page} pageCount={pageCount} onPage={(page) => change({ page })} disabled={query.isFetching} />
      ) : null}
    </>
  );
}
