import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import {
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  gameHistoryQueryOptions,
  getGameHistory,
  getTransactions,
  transactionsQueryOptions,
  type GameRound,
  type Transaction,
  type TransactionsFilter,
} from "@casino/api-client";
import { casinoHistoryRequest, transactionsRequest, type HistorySearch, type HistoryView } from "@casino/domain";
import { ROUND_COLUMNS, TRANSACTION_COLUMNS, type HistoryColumn } from "./history-columns.ts";

export type HistoryPage<Row> = { rows: Row[]; count: number };

/** Everything that differs between the two views; the panel, table, pager and export are shared. */
export type HistoryViewConfig<Row> = {
  view: HistoryView;
  caption: MessageDescriptor;
  columns: ReadonlyArray<HistoryColumn<Row>>;
  rowKey: (row: Row) => string;
  /** Whether the view filters by type and status (the casino history filters by date only). */
  typeAndStatus: boolean;
  /**
   * The page's query in the player's language (the server names payment methods and wallet movements in it): the
   * api-client factory's key, so its invalidations (a deposit, 3DS) reach this view.
   */
  query: (search: HistorySearch, language: string) => { queryKey: readonly unknown[]; queryFn: (context: { signal: AbortSignal }) => Promise<HistoryPage<Row>> };
  /** One page of the current filters for the CSV export (pageSize up to 100, the calls' maximum). */
  fetchPage: (search: HistorySearch, pageSize: number, signal: AbortSignal, language: string) => Promise<HistoryPage<Row>>;
};

export const HISTORY_SEARCH_OPTIONS = { types: TRANSACTION_TYPES, statuses: TRANSACTION_STATUSES };
export { TRANSACTION_STATUSES, TRANSACTION_TYPES };

// The search was checked against TRANSACTION_STATUSES, so its status is one of them.
const transactionsFilter = (search: HistorySearch, language: string, pageSize?: number): TransactionsFilter => ({
  ...(transactionsRequest(search, pageSize) as TransactionsFilter),
  language,
});

export const TRANSACTIONS_VIEW: HistoryViewConfig<Transaction> = {
  view: "transactions",
  caption: msg`Transactions`,
  columns: TRANSACTION_COLUMNS,
  rowKey: (row) => row.id,
  typeAndStatus: true,
  query: (search, language) => {
    const filter = transactionsFilter(search, language);
    return { queryKey: transactionsQueryOptions(filter).queryKey, queryFn: ({ signal }) => getTransactions(filter, { signal }) };
  },
  fetchPage: (search, pageSize, signal, language) => getTransactions(transactionsFilter(search, language, pageSize), { signal }),
};

export const CASINO_VIEW: HistoryViewConfig<GameRound> = {
  view: "casino",
  caption: msg`Casino history`,
  columns: ROUND_COLUMNS,
  rowKey: (row) => row.transactionId,
  typeAndStatus: false,
  query: (search) => {
    const filter = casinoHistoryRequest(search);
    return { queryKey: gameHistoryQueryOptions(filter).queryKey, queryFn: ({ signal }) => getGameHistory(filter, { signal }) };
  },
  fetchPage: (search, pageSize, signal) => getGameHistory(casinoHistoryRequest(search, pageSize), { signal }),
};
