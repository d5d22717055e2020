import type { I18n } from "@lingui/core";
import { historyCsvFileName, toCsv, type HistorySearch } from "@casino/domain";
import type { HistoryFormat } from "./use-history-format.ts";
import type { HistoryPage, HistoryViewConfig } from "./history-views.ts";

/** The calls' largest page: fewest requests for a long history. */
export const EXPORT_PAGE_SIZE = 100;

/**
 * Every row of the current filters, page by page (the calls cap a page at 100), reporting progress after each.
 * Stops when the count is reached or a page comes back short (rows deleted meanwhile).
 */
export async function fetchAllRows<Row>(
  fetchPage: (page: number) => Promise<HistoryPage<Row>>,
  onProgress: (done: number, total: number) => void,
  pageSize = EXPORT_PAGE_SIZE,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const result = await fetchPage(page);
    rows.push(...result.rows);
    onProgress(Math.min(rows.length, result.count), result.count);
    if (result.rows.length < pageSize || rows.length >= result.count) return rows;
  }
}

/** The CSV text of the rows: translated headings and labels, plain amounts with the currency's decimals, ISO dates. */
export function historyCsv<Row>(config: HistoryViewConfig<Row>, rows: readonly Row[], format: HistoryFormat, i18n: I18n): string {
  return toCsv(
    config.columns.map((column) => i18n._(column.label)),
    rows.map((row) => config.columns.map((column) => column.csv(row, format))),
  );
}

export function historyCsvName(search: HistorySearch, now: Date): string {
  return historyCsvFileName(search.view, search, now.toISOString().slice(0, 10));
}

/** Hands the text to the browser as a file download. */
export function downloadText(text: string, fileName: string, type = "text/csv;charset=utf-8"): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
