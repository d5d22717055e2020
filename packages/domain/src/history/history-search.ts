import * as v from "valibot";

/** The two views of the history pages (spec §3 tables): payments and wallet movements, and casino rounds. */
export const HISTORY_VIEWS = ["transactions", "casino"] as const;
export type HistoryView = (typeof HISTORY_VIEWS)[number];
export const HISTORY_PAGE_SIZE = 20;

/** A calendar day as the history calls take it (YYYY-MM-DD, a real date). */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The router hands search values over JSON-parsed (`?page=2` is a number): accept text or number. */
const asText = v.pipe(v.union([v.string(), v.number()]), v.transform(String));
const day = v.fallback(v.optional(v.pipe(asText, v.check(isIsoDay))), undefined);
const page = v.fallback(v.pipe(asText, v.transform(Number), v.number(), v.integer(), v.minValue(1)), 1);
const oneOf = (values: readonly string[]) =>
  v.fallback(v.optional(v.pipe(asText, v.check((value) => values.includes(value)))), undefined);

export type HistorySearchOptions = { types: readonly string[]; statuses: readonly string[] };

/**
 * The history pages' URL search (DESIGN §3.5): every value is checked and an invalid one falls back to its
 * default, so any link opens a view and a shared link reproduces it.
 */
export function historySearchSchema({ types, statuses }: HistorySearchOptions) {
  return v.object({
    view: v.fallback(v.picklist(HISTORY_VIEWS), "transactions"),
    from: day,
    to: day,
    type: oneOf(types),
    status: oneOf(statuses),
    page,
  });
}
export type HistorySearch = {
  view: HistoryView;
  from?: string | undefined;
  to?: string | undefined;
  type?: string | undefined;
  status?: string | undefined;
  page: number;
};
export type HistoryFilters = Pick<HistorySearch, "from" | "to" | "type" | "status">;

/** Parses the raw search; a range whose start is after its end is dropped as a whole. */
export function parseHistorySearch(raw: unknown, options: HistorySearchOptions): HistorySearch {
  const search: HistorySearch = v.parse(historySearchSchema(options), typeof raw === "object" && raw !== null ? raw : {});
  if (search.from && search.to && search.from > search.to) return { ...search, from: undefined, to: undefined };
  return search;
}

/** The search values to write back: defaults become undefined so the URL stays short. */
export function historySearchParams(search: HistorySearch): Record<keyof HistorySearch, string | number | undefined> {
  return {
    view: search.view === "transactions" ? undefined : search.view,
    from: search.from,
    to: search.to,
    type: search.type,
    status: search.status,
    page: search.page > 1 ? search.page : undefined,
  };
}

/** A new search after the player changed filters: any change of filter or view goes back to page 1. */
export function withHistoryChange(search: HistorySearch, change: Partial<HistorySearch>): HistorySearch {
  const next = { ...search, ...change };
  return change.page === undefined ? { ...next, page: 1 } : next;
}

export function hasHistoryFilters(search: HistoryFilters): boolean {
  return Boolean(search.from || search.to || search.type || search.status);
}

const rangeOf = (search: HistoryFilters) => ({ ...(search.from ? { from: search.from } : {}), ...(search.to ? { to: search.to } : {}) });
const pagingOf = (page: number, pageSize: number) => ({ limit: pageSize, offset: (page - 1) * pageSize });

/** The transactions request of one page: range, type, status and paging, only the values that are set. */
export function transactionsRequest(search: HistorySearch, pageSize = HISTORY_PAGE_SIZE) {
  return {
    ...rangeOf(search),
    ...(search.type ? { type: search.type } : {}),
    ...(search.status ? { status: search.status } : {}),
    ...pagingOf(search.page, pageSize),
  };
}

/** The casino-history request of one page: casino rounds filter by range only. */
export function casinoHistoryRequest(search: HistorySearch, pageSize = HISTORY_PAGE_SIZE) {
  return { ...rangeOf(search), ...pagingOf(search.page, pageSize) };
}

export function historyPageCount(count: number, pageSize = HISTORY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, count) / pageSize));
}
