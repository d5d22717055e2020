import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { GameRound, Transaction } from "@casino/api-client";
import { csvAmount, type CsvValue } from "@casino/domain";
import { roundTypeLabel, transactionStatusLabel, transactionTypeLabel } from "./history-labels.ts";
import type { HistoryFormat } from "./use-history-format.ts";

export type CellTone = "neutral" | "positive" | "negative" | "open";

/** One column of a history table: its heading, the cell text on screen and the value written to the CSV. */
export type HistoryColumn<Row> = {
  key: string;
  label: MessageDescriptor;
  cell: (row: Row, format: HistoryFormat) => string;
  csv: (row: Row, format: HistoryFormat) => CsvValue;
  /** Numbers line up at the end of the cell. */
  numeric?: boolean;
  /** Free text (method, game, provider) may wrap between words; ids, dates and amounts stay on one line. */
  wrap?: boolean;
  /** A status-like cell drawn as a badge in this tone. */
  tone?: (row: Row) => CellTone;
};

const money = <Row>(amountOf: (row: Row) => number, currencyOf: (row: Row) => string) => ({
  numeric: true,
  cell: (row: Row, f: HistoryFormat) => f.money(amountOf(row), currencyOf(row)),
  csv: (row: Row, f: HistoryFormat) => csvAmount(amountOf(row), f.decimals(currencyOf(row))),
});

const statusTone = (status: string): CellTone =>
  ["rejected", "cancelled", "failed"].includes(status) ? "negative" : ["pending", "processing"].includes(status) ? "open" : "positive";

/** Spec §3 transactions table: date, transaction id, method, type, amount, status, bonus. */
export const TRANSACTION_COLUMNS: ReadonlyArray<HistoryColumn<Transaction>> = [
  { key: "date", label: msg`Date`, cell: (r, f) => f.date(r.date), csv: (r) => r.date },
  { key: "id", label: msg`Transaction ID`, cell: (r) => r.id, csv: (r) => r.id },
  { key: "method", label: msg`Method`, wrap: true, cell: (r) => r.method, csv: (r) => r.method },
  { key: "type", label: msg`Type`, cell: (r, f) => transactionTypeLabel(f.i18n, r.type), csv: (r, f) => transactionTypeLabel(f.i18n, r.type) },
  { key: "amount", label: msg`Amount`, ...money<Transaction>((r) => r.amount, (r) => r.currency) },
  {
    key: "status",
    label: msg`Status`,
    cell: (r, f) => transactionStatusLabel(f.i18n, r.status),
    csv: (r, f) => transactionStatusLabel(f.i18n, r.status),
    tone: (r) => statusTone(r.status),
  },
  { key: "bonus", label: msg`Bonus`, ...money<Transaction>((r) => r.bonus, (r) => r.currency) },
];

/** Spec §3 casino history: transaction id, type, game, provider, balance before, amount, balance after, bonus balance, date. */
export const ROUND_COLUMNS: ReadonlyArray<HistoryColumn<GameRound>> = [
  { key: "id", label: msg`Transaction ID`, cell: (r) => r.transactionId, csv: (r) => r.transactionId },
  {
    key: "type",
    label: msg`Type`,
    cell: (r, f) => roundTypeLabel(f.i18n, r.type),
    csv: (r, f) => roundTypeLabel(f.i18n, r.type),
    tone: (r) => (r.type === "win" ? "positive" : "neutral"),
  },
  { key: "game", label: msg`Game`, wrap: true, cell: (r) => r.game, csv: (r) => r.game },
  { key: "provider", label: msg`Provider`, wrap: true, cell: (r) => r.provider, csv: (r) => r.provider },
  { key: "balanceBefore", label: msg`Balance before`, ...money<GameRound>((r) => r.balanceBefore, (r) => r.currencyCode) },
  { key: "amount", label: msg`Amount`, ...money<GameRound>((r) => r.amount, (r) => r.currencyCode) },
  { key: "balanceAfter", label: msg`Balance after`, ...money<GameRound>((r) => r.balanceAfter, (r) => r.currencyCode) },
  { key: "bonusBalance", label: msg`Bonus balance`, ...money<GameRound>((r) => r.bonusBalance, (r) => r.currencyCode) },
  { key: "date", label: msg`Date`, cell: (r, f) => f.date(r.date), csv: (r) => r.date },
];
