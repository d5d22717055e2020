import type { HistoryView } from "./history-search.ts";

/** A byte-order mark: without it spreadsheet programs read UTF-8 as a legacy code page and break accents. */
export const CSV_BOM = "\uFEFF";
/** RFC 4180 line ends. */
const EOL = "\r\n";

export type CsvValue = string | number | null | undefined;

/**
 * Text that a spreadsheet would run as a formula (CSV injection, OWASP): a leading = + - @ (or a tab / carriage
 * return that hides one) is neutralised with an apostrophe. A plain number is data, never a formula: -5.00 stays.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** One CSV field: formula-guarded text, quoted when it holds a quote, separator or line break (quotes doubled). */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole CSV file's text: BOM, the header row, then the rows, each line ended by CRLF. */
export function toCsv(header: readonly CsvValue[], rows: ReadonlyArray<readonly CsvValue[]>): string {
  return CSV_BOM + [header, ...rows].map((row) => row.map(csvCell).join(",") + EOL).join("");
}

/** An amount for a CSV cell: fixed decimals, a dot, no grouping and never an exponent (1e-7), so every
 * spreadsheet reads it as a number. */
export function csvAmount(amount: number, decimals: number): string {
  return amount.toFixed(decimals);
}

/**
 * The file name of an export: the view and the date range ("transactions_2026-11-01_2026-11-22.csv"); an open
 * start reads "all", an open end is today (pass `today` as YYYY-MM-DD: the domain has no clock).
 */
export function historyCsvFileName(view: HistoryView, range: { from?: string | undefined; to?: string | undefined }, today: string): string {
  const name = view === "casino" ? "casino-history" : "transactions";
  return `${name}_${range.from ?? "all"}_${range.to ?? today}.csv`;
}
