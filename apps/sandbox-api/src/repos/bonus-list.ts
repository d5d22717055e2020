import type { BonusType, IsoWeekday } from "@casino/domain";
import type { Database } from "better-sqlite3";
import type { BonusRow } from "./bonus-catalog.ts";

export interface BonusListQuery {
  type?: BonusType | undefined;
  isDeposit?: boolean | undefined;
  /** Only bonuses valid at this instant. */
  validAt?: string | undefined;
  /** Only bonuses that can be activated on this weekday. */
  weekday?: IsoWeekday | undefined;
  /** Campaign bonuses are listed only for their own code. */
  campaignCode?: string | undefined;
  countryCode?: string | undefined;
  currencyCode?: string | undefined;
  limit: number;
  offset: number;
  /** Ended bonuses are left out unless validAt says otherwise. */
  now: Date;
}

// An empty JSON list means "no restriction".
const openOr = (column: string, param: string) =>
  `(NOT EXISTS (SELECT 1 FROM json_each(b.${column})) OR EXISTS (SELECT 1 FROM json_each(b.${column}) WHERE value = @${param}))`;

/** Spec §3 bonus list: the rows of one page and the count of all matches, by sort order. */
export function listBonuses(db: Database, query: BonusListQuery): { rows: BonusRow[]; count: number } {
  const where = ["b.cancelled = 0"];
  const params: Record<string, unknown> = { limit: query.limit, offset: query.offset };
  if (query.type) {
    where.push("b.type = @type");
    params.type = query.type;
  }
  if (query.isDeposit !== undefined) where.push(query.isDeposit ? "b.type = 'deposit'" : "b.type <> 'deposit'");
  if (query.validAt) {
    where.push("(b.starts_at IS NULL OR b.starts_at <= @validAt) AND (b.ends_at IS NULL OR b.ends_at >= @validAt)");
    params.validAt = query.validAt;
  } else {
    where.push("(b.ends_at IS NULL OR b.ends_at >= @now)");
    params.now = query.now.toISOString();
  }
  if (query.weekday !== undefined) {
    where.push(openOr("valid_on_days_json", "weekday"));
    params.weekday = query.weekday;
  }
  where.push(query.campaignCode ? "(b.campaign_code IS NULL OR b.campaign_code = @campaign)" : "b.campaign_code IS NULL");
  if (query.campaignCode) params.campaign = query.campaignCode;
  if (query.countryCode) {
    where.push(openOr("countries_json", "country"));
    params.country = query.countryCode.toUpperCase();
  }
  if (query.currencyCode) {
    where.push(openOr("currencies_json", "currency"));
    params.currency = query.currencyCode.toUpperCase();
  }
  const clause = where.join(" AND ");
  const count = db.prepare(`SELECT count(*) FROM bonuses b WHERE ${clause}`).pluck().get(params) as number;
  const rows = db.prepare(`SELECT b.* FROM bonuses b WHERE ${clause} ORDER BY b.sort_order, b.id LIMIT @limit OFFSET @offset`).all(params) as BonusRow[];
  return { rows, count };
}
