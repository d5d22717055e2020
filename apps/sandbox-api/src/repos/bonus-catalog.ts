import type { Bonus, BonusGame } from "@casino/api-client";
import type { BonusConditions, BonusType, IsoWeekday, WageringType } from "@casino/domain";
import type { Database } from "better-sqlite3";

/** A row of `bonuses` (migration 0401); amounts in major units. */
export interface BonusRow {
  id: number;
  slug: string;
  type: BonusType;
  wagering_type: WageringType;
  wagering_multiplier: number;
  deposit_bonus_percent: number | null;
  max_bonus_threshold: number | null;
  bonus_amount: number | null;
  max_win: number | null;
  min_balance: number | null;
  min_deposit: number | null;
  cashback_percent: number | null;
  cashback_to_calendar: 0 | 1;
  free_spins_quantity: number | null;
  games_json: string;
  deposit_number: number | null;
  valid_on_days_json: string;
  starts_at: string | null;
  ends_at: string | null;
  valid_days: number;
  countries_json: string;
  currencies_json: string;
  campaign_code: string | null;
  registration_window_hours: number | null;
  deposit_within_days: number | null;
  max_participants: number | null;
  retry_period_hours: number | null;
  cancelled: 0 | 1;
  sort_order: number;
  banner_hue: number;
  created_at: string;
}

export interface BonusTexts {
  name: string;
  banner_title: string;
  description: string;
  terms_html: string;
}

export const findBonus = (db: Database, id: number) => db.prepare("SELECT * FROM bonuses WHERE id = ?").get(id) as BonusRow | undefined;

export const findBonusBySlug = (db: Database, slug: string) =>
  db.prepare("SELECT * FROM bonuses WHERE slug = ?").get(slug) as BonusRow | undefined;

/** The texts in `language` ("pt-BR", then "pt"), else English. */
export function bonusTexts(db: Database, bonusId: number, language = "en"): BonusTexts {
  const tried = [language, language.split("-")[0]!, "en"];
  const rows = db.prepare("SELECT locale, name, banner_title, description, terms_html FROM bonus_texts WHERE bonus_id = ?").all(bonusId) as Array<
    BonusTexts & { locale: string }
  >;
  for (const locale of tried) {
    const found = rows.find((row) => row.locale.toLowerCase() === locale.toLowerCase());
    if (found) return found;
  }
  return rows[0] ?? { name: `Bonus ${bonusId}`, banner_title: `Bonus ${bonusId}`, description: "", terms_html: "" };
}

const list = <T>(json: string) => JSON.parse(json) as T[];

/** The bonus's games by slug, in its order; slugs the catalogue does not know are left out. */
export function bonusGames(db: Database, row: BonusRow): BonusGame[] {
  const slugs = list<string>(row.games_json);
  if (slugs.length === 0) return [];
  const names = new Map(
    (db.prepare(`SELECT slug, name FROM games WHERE slug IN (${slugs.map(() => "?").join(", ")})`).all(...slugs) as BonusGame[]).map((g) => [g.slug, g.name]),
  );
  return slugs.flatMap((slug) => (names.has(slug) ? [{ slug, name: names.get(slug)! }] : []));
}

export const bannerUrl = (origin: string, row: BonusRow) => `${origin}/sandbox/bonus-banners/${encodeURIComponent(row.slug)}.svg`;

/** Spec §3 bonus display fields in `language`, amounts read in `currencyCode`. */
export function toBonus(db: Database, row: BonusRow, options: { language?: string | undefined; currencyCode: string; origin: string }): Bonus {
  const texts = bonusTexts(db, row.id, options.language);
  return {
    id: row.id,
    slug: row.slug,
    name: texts.name,
    type: row.type,
    description: texts.description,
    banner: { bannerTitle: texts.banner_title, imageUrl: bannerUrl(options.origin, row) },
    currencyCode: options.currencyCode,
    depositBonusPercent: row.deposit_bonus_percent,
    maxBonusThreshold: row.max_bonus_threshold,
    bonusAmount: row.bonus_amount,
    maxWin: row.max_win,
    minBalance: row.min_balance,
    minDeposit: row.min_deposit,
    cashbackPercent: row.cashback_percent,
    toCalendar: row.cashback_to_calendar === 1,
    wageringMultiplier: row.wagering_multiplier,
    wageringType: row.wagering_type,
    freeSpinsQuantity: row.free_spins_quantity,
    games: bonusGames(db, row),
    depositNumber: row.deposit_number,
    isDeposit: row.type === "deposit",
    validOnDays: list<number>(row.valid_on_days_json),
    validFrom: row.starts_at,
    validTo: row.ends_at,
    validDays: row.valid_days,
    termsHtml: texts.terms_html,
  };
}

/** The conditions the activation rules check (packages/domain decideBonusActivation). */
export function bonusConditions(row: BonusRow): BonusConditions {
  return {
    type: row.type,
    cancelled: row.cancelled === 1,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    validOnDays: list<IsoWeekday>(row.valid_on_days_json),
    countries: list<string>(row.countries_json),
    currencies: list<string>(row.currencies_json),
    campaignCode: row.campaign_code,
    registrationWindowHours: row.registration_window_hours,
    depositWithinDays: row.deposit_within_days,
    depositNumber: row.deposit_number,
    maxParticipants: row.max_participants,
    retryPeriodHours: row.retry_period_hours,
    cashbackToCalendar: row.cashback_to_calendar === 1,
  };
}

/** Whether the bonus counts wagers on this game (no list = every game). */
export const bonusAllowsGame = (row: Pick<BonusRow, "games_json">, gameSlug: string): boolean => {
  const slugs = list<string>(row.games_json);
  return slugs.length === 0 || slugs.includes(gameSlug);
};

/** The brand's calendar bonus: the first cashback-into-calendar bonus (the daily rakeback). */
export const calendarBonus = (db: Database) =>
  db.prepare("SELECT * FROM bonuses WHERE type = 'instant_cashback' AND cashback_to_calendar = 1 AND cancelled = 0 ORDER BY sort_order, id LIMIT 1").get() as
    | BonusRow
    | undefined;
