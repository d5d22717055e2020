import type { Database } from "better-sqlite3";
import type { Seed } from "../seed.ts";
import { BONUS_TEXTS } from "./rewards-bonus-texts.ts";

const DAY = 86_400_000;

/** The bonus catalogue: every type, every activation condition at least once. Ids are stable (1..n). */
function bonuses(now: Date, slots: string[]) {
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  return [
    { slug: "welcome-deposit", type: "deposit", deposit_bonus_percent: 100, max_bonus_threshold: 1000, min_deposit: 100, wagering_multiplier: 35, deposit_number: 1, registration_window_hours: 30 * 24, valid_days: 30, banner_hue: 150 },
    { slug: "second-deposit", type: "deposit", deposit_bonus_percent: 50, max_bonus_threshold: 300, min_deposit: 20, wagering_multiplier: 30, deposit_number: 2, valid_days: 14, banner_hue: 170 },
    { slug: "weekend-reload", type: "deposit", deposit_bonus_percent: 75, max_bonus_threshold: 200, min_deposit: 30, wagering_multiplier: 40, wagering_type: "REAL_MONEY_ONLY", valid_on_days_json: "[5,6,7]", retry_period_hours: 7 * 24, valid_days: 7, banner_hue: 200 },
    { slug: "no-deposit-10", type: "no_deposit", bonus_amount: 10, max_win: 100, wagering_multiplier: 40, registration_window_hours: 7 * 24, valid_days: 7, banner_hue: 40 },
    { slug: "free-spins-50", type: "freespins", free_spins_quantity: 50, max_win: 200, wagering_multiplier: 30, games_json: JSON.stringify(slots), max_participants: 1000, retry_period_hours: 30 * 24, valid_days: 3, banner_hue: 280 },
    { slug: "daily-rakeback", type: "instant_cashback", cashback_percent: 5, cashback_to_calendar: 1, wagering_multiplier: 0, retry_period_hours: 24, valid_days: 1, banner_hue: 20 },
    { slug: "weekly-cashback", type: "instant_cashback", cashback_percent: 10, wagering_multiplier: 1, deposit_within_days: 7, retry_period_hours: 7 * 24, valid_days: 7, min_balance: 0, banner_hue: 330 },
    { slug: "vip-spring-chip", type: "no_deposit", bonus_amount: 25, max_win: 250, wagering_multiplier: 25, campaign_code: "VIPSPRING", currencies_json: '["EUR","CAD"]', valid_days: 7, banner_hue: 50 },
    { slug: "summer-deposit", type: "deposit", deposit_bonus_percent: 200, max_bonus_threshold: 100, min_deposit: 10, wagering_multiplier: 45, starts_at: at(-120), ends_at: at(-30), valid_days: 7, banner_hue: 60 },
    { slug: "next-month-spins", type: "freespins", free_spins_quantity: 20, wagering_multiplier: 30, games_json: JSON.stringify(slots.slice(0, 1)), starts_at: at(10), ends_at: at(40), valid_days: 3, banner_hue: 300 },
    { slug: "withdrawn-offer", type: "no_deposit", bonus_amount: 5, wagering_multiplier: 30, cancelled: 1, valid_days: 7, banner_hue: 0 },
  ];
}

function insertBonus(db: Database, index: number, bonus: Record<string, unknown>, now: Date): void {
  const row: Record<string, unknown> = { id: index + 1, sort_order: (index + 1) * 10, created_at: now.toISOString(), ...bonus };
  const columns = Object.keys(row);
  db.prepare(`INSERT INTO bonuses (${columns.join(", ")}) VALUES (${columns.map((c) => `@${c}`).join(", ")})`).run(row);
  const text = db.prepare("INSERT INTO bonus_texts (bonus_id, locale, name, banner_title, description, terms_html) VALUES (?, ?, ?, ?, ?, ?)");
  for (const [locale, t] of Object.entries(BONUS_TEXTS[bonus.slug as string] ?? {})) text.run(index + 1, locale, t.name, t.bannerTitle, t.description, t.termsHtml);
}

export const rewardsBonusesSeed: Seed = {
  id: "rewards-bonuses",
  run(db, { now }) {
    // Free spins go on three popular bonus-eligible slots.
    const slots = db.prepare("SELECT slug FROM games WHERE game_type = 'slot' AND is_bonus = 1 ORDER BY popularity_rank LIMIT 3").pluck().all() as string[];
    bonuses(now, slots).forEach((bonus, index) => insertBonus(db, index, bonus, now));
  },
};
