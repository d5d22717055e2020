import { BONUS_TYPES, USER_BONUS_STATUSES, WAGERING_TYPES } from "@casino/domain";
import * as v from "valibot";

const isoDateTime = v.pipe(v.string(), v.isoTimestamp());
/** Amounts cross the API in the currency's major unit (2 decimals, crypto 8). */
const amount = v.number();

export const BonusGameSchema = v.object({ slug: v.string(), name: v.string() });
export type BonusGame = v.InferOutput<typeof BonusGameSchema>;

/** Spec §3 bonus list entry with its display fields. Amounts are in the filter's (or the player's) currency. */
export const BonusSchema = v.object({
  id: v.number(),
  slug: v.string(),
  /** In the request's language, else English. */
  name: v.string(),
  type: v.picklist(BONUS_TYPES),
  description: v.string(),
  /** bannerTitle is the full title; the UI cuts it to 35 characters (`bannerTitle()` in @casino/domain). */
  banner: v.object({ bannerTitle: v.string(), imageUrl: v.string() }),
  currencyCode: v.string(),
  /** deposit: percent of the deposit paid as bonus, e.g. 100. */
  depositBonusPercent: v.nullable(v.number()),
  /** deposit: the most the bonus can be. */
  maxBonusThreshold: v.nullable(amount),
  /** A fixed bonus amount (no_deposit). */
  bonusAmount: v.nullable(amount),
  /** Cap on what the bonus can convert into. */
  maxWin: v.nullable(amount),
  /** Real balance the player must keep while the bonus runs. */
  minBalance: v.nullable(amount),
  minDeposit: v.nullable(amount),
  /** instant_cashback: percent of net losses. */
  cashbackPercent: v.nullable(v.number()),
  /** instant_cashback: paid into the rakeback calendar rather than the wallet. */
  toCalendar: v.boolean(),
  wageringMultiplier: v.number(),
  wageringType: v.picklist(WAGERING_TYPES),
  freeSpinsQuantity: v.nullable(v.number()),
  /** Eligible games; empty = every game. */
  games: v.array(BonusGameSchema),
  /** The player's n-th deposit it belongs to (deposit bonuses). */
  depositNumber: v.nullable(v.number()),
  isDeposit: v.boolean(),
  /** ISO weekdays (1 = Monday) it can be activated on; empty = any day. */
  validOnDays: v.array(v.number()),
  validFrom: v.nullable(isoDateTime),
  validTo: v.nullable(isoDateTime),
  /** How many days an activated bonus runs. */
  validDays: v.number(),
  /** Terms as simple HTML: sanitise before rendering. */
  termsHtml: v.string(),
});
export type Bonus = v.InferOutput<typeof BonusSchema>;

/** One of the player's bonuses (active, pending or history). */
export const UserBonusSchema = v.object({
  id: v.number(),
  bonusId: v.number(),
  name: v.string(),
  type: v.picklist(BONUS_TYPES),
  status: v.picklist(USER_BONUS_STATUSES),
  currencyCode: v.string(),
  depositAmount: v.nullable(amount),
  bonusAmount: amount,
  wageringType: v.picklist(WAGERING_TYPES),
  wageringMultiplier: v.number(),
  wagerRequired: amount,
  wagered: amount,
  wagerLeft: amount,
  /** 0-100. */
  wagerPercent: v.number(),
  freeSpinsQuantity: v.nullable(v.number()),
  freeSpinsLeft: v.nullable(v.number()),
  games: v.array(BonusGameSchema),
  maxWin: v.nullable(amount),
  /** What it turned into (completed), 0 otherwise. */
  convertedAmount: amount,
  /** Start: when it was activated. */
  startedAt: isoDateTime,
  /** Expiration. */
  expiresAt: v.nullable(isoDateTime),
  finishedAt: v.nullable(isoDateTime),
});
export type UserBonus = v.InferOutput<typeof UserBonusSchema>;
