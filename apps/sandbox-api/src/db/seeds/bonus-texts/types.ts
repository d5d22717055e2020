/** One bonus's texts in a locale: its name, banner line, short description and the items of its terms (HTML). */
export interface BonusTextsOfOne {
  readonly name: string;
  readonly bannerTitle: string;
  readonly description: string;
  readonly items: readonly string[];
}

/** The bonus catalogue's slugs (rewards-bonuses.ts), each of which every locale translates. */
export type BonusSlug =
  | "welcome-deposit"
  | "second-deposit"
  | "weekend-reload"
  | "no-deposit-10"
  | "free-spins-50"
  | "daily-rakeback"
  | "weekly-cashback"
  | "vip-spring-chip"
  | "summer-deposit"
  | "next-month-spins"
  | "withdrawn-offer";

/**
 * A locale's bonus texts (issue 31): every bonus, the terms' heading and the closing line that links the general bonus
 * terms (`seeTerms` keeps `<a href="/bonus-terms">…</a>`).
 */
export interface BonusTextsOfLocale {
  readonly termsHeading: string;
  readonly seeTerms: string;
  readonly bonuses: { readonly [slug in BonusSlug]: BonusTextsOfOne };
}
