/** The seeded promotions (rewards-catalog.ts), each of which every locale translates. */
export type PromotionSlug = "welcome-offer" | "weekend-reload" | "daily-rakeback" | "spring-slot-race";

/** The seeded tournaments and races. */
export type TournamentSlug = "spring-slot-race" | "multiplier-madness" | "weekend-race" | "winter-cup";

/** The VIP levels' tiers, by their English names ("Bronze" of "Bronze I"). */
export type VipTier = "Bronze" | "Silver" | "Gold" | "Platinum" | "Diamond" | "Black";

/** The VIP levels' perks, named by their English text. */
export type VipPerk =
  | "Daily rakeback"
  | "Weekly cashback"
  | "Birthday bonus"
  | "Faster withdrawals"
  | "Personal manager"
  | "Higher limits"
  | "Event invitations"
  | "All of Platinum"
  | "Tailored bonuses"
  | "Everything, by invitation";

/**
 * A locale's texts of the rewards catalogue (issue 31): each promotion's title, summary and body, the body's link to
 * all bonuses, the promotions' two terms (`generalTerms` keeps `<a href="/bonus-terms">…</a>`), each tournament's name
 * and description, the VIP tiers' names and the VIP perks.
 */
export interface CatalogTextsOfLocale {
  readonly promotions: { readonly [slug in PromotionSlug]: { readonly title: string; readonly summary: string; readonly body: string } };
  readonly allBonuses: string;
  readonly terms: { readonly heading: string; readonly onePerPerson: string; readonly generalTerms: string };
  readonly tournaments: { readonly [slug in TournamentSlug]: { readonly name: string; readonly description: string } };
  readonly levels: { readonly [tier in VipTier]: string };
  readonly perks: { readonly [perk in VipPerk]: string };
}
