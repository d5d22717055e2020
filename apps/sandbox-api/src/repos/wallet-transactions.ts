import type { Transaction } from "@casino/api-client";
import type { Database } from "better-sqlite3";
import type { UserId } from "./sessions.ts";
import { textIn } from "./localised.ts";
import { englishMovementLabels, movementLabelsByLocale } from "./movement-labels.ts";
import { methodTitleIn } from "./payments-methods.ts";
import { toMajor } from "./wallet-money.ts";

// The transactions table (spec §3): deposits and withdrawals from payments, plus the wallet movements that
// are not part of a payment or a game round (bonuses, rakeback, refunds, adjustments). Bets and wins are the
// casino history's (game_rounds), so they are left out here.

/** The name of a movement without a payment method in `language`, else in English, else its kind. */
function movementLabel(kind: string, language: string): string {
  const texts = textIn(movementLabelsByLocale, language) ?? englishMovementLabels;
  return (texts as Partial<Record<string, string>>)[kind] ?? kind;
}

const union = `
  SELECT p.id AS id, p.created_at AS date, m.title AS method, m.title_texts_json AS methodTitles, p.direction AS type, p.amount AS amount, p.currency AS currency,
    p.status AS status, 0 AS bonus, p.bonus_id AS bonusId, c.decimals AS decimals, p.rowid AS seq
  FROM payments p JOIN payment_methods m ON m.id = p.method_id JOIN currencies c ON c.code = p.currency
  WHERE p.user_id = @userId
  UNION ALL
  SELECT 'L' || e.id, e.created_at, NULL, '{}', e.kind, max(abs(e.cash_delta + e.non_cash_delta), abs(e.cash_delta)), e.currency,
    'completed', abs(e.non_cash_delta), NULL, c.decimals, e.id
  FROM ledger_entries e JOIN currencies c ON c.code = e.currency
  WHERE e.user_id = @userId AND e.kind NOT IN ('bet', 'win', 'deposit', 'withdrawal')`;

export interface TransactionsQuery {
  type?: string | undefined;
  status?: string | undefined;
  /** Inclusive days, YYYY-MM-DD (UTC). */
  from?: string | undefined;
  to?: string | undefined;
  limit: number;
  offset: number;
  /** The language of method titles and movement names. */
  language: string;
}

interface Row extends Omit<Transaction, "method"> {
  method: string | null;
  methodTitles: string;
  decimals: number;
}

export function listTransactions(db: Database, userId: UserId, query: TransactionsQuery): { rows: Transaction[]; count: number } {
  const where = ["1 = 1"];
  if (query.type) where.push("t.type = @type");
  if (query.status) where.push("t.status = @status");
  if (query.from) where.push("t.date >= @from");
  if (query.to) where.push("t.date < date(@to, '+1 day')");
  const params = { userId, type: query.type ?? null, status: query.status ?? null, from: query.from ?? null, to: query.to ?? null };
  const filtered = `FROM (${union}) t WHERE ${where.join(" AND ")}`;
  const count = db.prepare(`SELECT count(*) ${filtered}`).pluck().get(params) as number;
  const rows = db
    .prepare(`SELECT t.* ${filtered} ORDER BY t.date DESC, t.seq DESC LIMIT @limit OFFSET @offset`)
    .all({ ...params, limit: query.limit, offset: query.offset }) as (Row & { seq: number })[];
  return {
    count,
    rows: rows.map(({ decimals, seq: _, methodTitles, ...row }) => ({
      ...row,
      method: row.method === null ? movementLabel(row.type, query.language) : methodTitleIn({ title: row.method, titleTexts: JSON.parse(methodTitles) }, query.language),
      amount: toMajor(row.amount, decimals),
      bonus: toMajor(row.bonus, decimals),
    })),
  };
}
