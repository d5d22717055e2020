import type { Database } from "better-sqlite3";
import type { Seed } from "../seed.ts";
import { catalogTextsByLocale, englishCatalogTexts } from "./catalog-texts/index.ts";
import type { CatalogTextsOfLocale, PromotionSlug, TournamentSlug, VipPerk, VipTier } from "./catalog-texts/types.ts";

const DAY = 86_400_000;

/** Twelve levels in four tiers (a brand's loyaltyLevelGroupSteps of [1, 4, 7, 10] groups them so), named by tier and step. */
const VIP_LEVELS: Array<[level: number, tier: VipTier, step: string, points: number, rakeback: number, cashback: number, perks: VipPerk[]]> = [
  [1, "Bronze", "I", 0, 0.5, 5, ["Daily rakeback"]],
  [2, "Bronze", "II", 100, 0.6, 5, ["Daily rakeback"]],
  [3, "Bronze", "III", 300, 0.7, 6, ["Daily rakeback", "Weekly cashback"]],
  [4, "Silver", "I", 600, 0.8, 7, ["Weekly cashback", "Birthday bonus"]],
  [5, "Silver", "II", 1_000, 1, 8, ["Weekly cashback", "Birthday bonus"]],
  [6, "Silver", "III", 2_000, 1.2, 9, ["Weekly cashback", "Faster withdrawals"]],
  [7, "Gold", "I", 3_500, 1.4, 10, ["Faster withdrawals", "Personal manager"]],
  [8, "Gold", "II", 5_000, 1.6, 11, ["Personal manager"]],
  [9, "Gold", "III", 8_000, 1.8, 12, ["Personal manager", "Higher limits"]],
  [10, "Platinum", "", 12_000, 2, 13, ["Personal manager", "Higher limits", "Event invitations"]],
  [11, "Diamond", "", 20_000, 2.5, 14, ["All of Platinum", "Tailored bonuses"]],
  [12, "Black", "", 50_000, 3, 15, ["Everything, by invitation"]],
];

/** A texts_json value: the texts of English and of every other locale, by locale code. */
function inEveryLocale<T>(pick: (texts: CatalogTextsOfLocale) => T): Record<string, T> {
  const texts: Record<string, T> = { en: pick(englishCatalogTexts) };
  for (const [locale, translated] of Object.entries(catalogTextsByLocale)) texts[locale] = pick(translated);
  return texts;
}

const RIVALS = ["LuckyLuke", "SpinQueen", "Reelmaster", "NightOwl", "JackpotJoe", "Valletta77", "HighNoon", "Mira"];

function seedTournaments(db: Database, now: Date, slots: string[]): void {
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  const prizes = (pool: number) => [0.4, 0.25, 0.15, 0.12, 0.08].map((share, i) => ({ place: i + 1, amount: Math.round(pool * share) }));
  const list: Array<{ slug: TournamentSlug; kind: "race" | "tournament"; start: number; end: number; pool: number; games: string[]; minBet: number }> = [
    { slug: "spring-slot-race", kind: "race", start: -3, end: 4, pool: 5000, games: [], minBet: 0.2 },
    { slug: "multiplier-madness", kind: "tournament", start: -1, end: 6, pool: 2000, games: slots, minBet: 0.5 },
    { slug: "weekend-race", kind: "race", start: 5, end: 8, pool: 1500, games: [], minBet: 0.1 },
    { slug: "winter-cup", kind: "tournament", start: -60, end: -30, pool: 3000, games: slots.slice(0, 1), minBet: 0.5 },
  ];
  const insert = db.prepare(
    `INSERT INTO tournaments (id, slug, kind, texts_json, starts_at, ends_at, prize_pool, currency, prizes_json, games_json, min_bet)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'EUR', ?, ?, ?)`,
  );
  const entry = db.prepare("INSERT INTO tournament_entries (tournament_id, user_id, display_name, score, joined_at, updated_at) VALUES (?, NULL, ?, ?, ?, ?)");
  list.forEach((t, index) => {
    const texts = inEveryLocale((locale) => locale.tournaments[t.slug]);
    insert.run(index + 1, t.slug, t.kind, JSON.stringify(texts), at(t.start), at(t.end), t.pool, JSON.stringify(prizes(t.pool)), JSON.stringify(t.games), t.minBet);
    if (t.start > 0) return;
    RIVALS.forEach((name, i) => {
      const score = t.kind === "race" ? 2_400 - i * 270 : Math.round((480 - i * 52.5) * 100) / 100;
      entry.run(index + 1, name, score, at(t.start), at(t.start + 0.5 + i * 0.1));
    });
  });
}

function seedPromotions(db: Database): void {
  const promos: Array<{ slug: PromotionSlug; bonus: number | null; hue: number }> = [
    { slug: "welcome-offer", bonus: 1, hue: 150 },
    { slug: "weekend-reload", bonus: 3, hue: 200 },
    { slug: "daily-rakeback", bonus: 6, hue: 20 },
    { slug: "spring-slot-race", bonus: null, hue: 100 },
  ];
  const insert = db.prepare("INSERT INTO promotions (slug, bonus_id, texts_json, sort_order, hue) VALUES (?, ?, ?, ?, ?)");
  promos.forEach((p, index) => {
    const texts = inEveryLocale(({ promotions, allBonuses, terms }) => ({
      title: promotions[p.slug].title,
      summary: promotions[p.slug].summary,
      bodyHtml: `<p>${promotions[p.slug].body}</p><p><a href="/bonuses">${allBonuses}</a></p>`,
      termsHtml: `<h3>${terms.heading}</h3><ol><li>${terms.onePerPerson}</li><li>${terms.generalTerms}</li></ol>`,
    }));
    insert.run(p.slug, p.bonus, JSON.stringify(texts), (index + 1) * 10, p.hue);
  });
}

/** VIP levels, tournaments with rival entries, promotions and coupon codes. */
export const rewardsCatalogSeed: Seed = {
  id: "rewards-catalog",
  run(db, { now }) {
    const level = db.prepare(
      `INSERT INTO vip_levels (level, name, points_required, rakeback_percent, cashback_percent, perks_json, name_texts_json, perks_texts_json)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const [n, tier, step, points, rakeback, cashback, perks] of VIP_LEVELS) {
      const names = inEveryLocale(({ levels }) => (step ? `${levels[tier]} ${step}` : levels[tier]));
      const perkTexts = inEveryLocale((locale) => perks.map((perk) => locale.perks[perk]));
      level.run(n, names.en, points, rakeback, cashback, JSON.stringify(perks), JSON.stringify(names), JSON.stringify(perkTexts));
    }
    const slots = db.prepare("SELECT slug FROM games WHERE game_type = 'slot' AND is_bonus = 1 ORDER BY popularity_rank LIMIT 3").pluck().all() as string[];
    seedTournaments(db, now, slots);
    seedPromotions(db);
    const coupon = db.prepare("INSERT INTO coupons (code, amount, max_redemptions, starts_at, ends_at) VALUES (?, ?, ?, ?, ?)");
    coupon.run("WELCOME5", 5, null, null, null);
    coupon.run("SPRING25", 25, 100, null, new Date(now.getTime() + 30 * DAY).toISOString());
    coupon.run("EXPIRED10", 10, null, null, new Date(now.getTime() - DAY).toISOString());
  },
};
