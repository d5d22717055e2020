import * as v from "valibot";

/** slot: video slots; live: dealer games streamed from a studio; table: RNG card, roulette and dice games. */
export const GAME_TYPES = ["slot", "live", "table"] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** A game as lists show it (lobby, categories, favourites, recent, related). Spec §3 "Game details". */
export const GameSummarySchema = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  /** The studio's display name, and its slug for the provider page and filter. */
  provider: v.string(),
  providerSlug: v.string(),
  type: v.picklist(GAME_TYPES),
  /** A 4:3 image (the sandbox serves an SVG). */
  thumbnailUrl: v.string(),
  /** Return to player in percent, 2 decimals. */
  rtp: v.number(),
  minBet: v.number(),
  maxBet: v.number(),
  maxMultiplier: v.number(),
  hasBonusBuy: v.boolean(),
  /** Playable with an active bonus (bonus-eligible). */
  isBonus: v.boolean(),
  /** A demo (play-money) mode exists. */
  demo: v.boolean(),
  /** YYYY-MM-DD */
  releaseDate: v.pipe(v.string(), v.isoDate()),
  /** Popularity rank: 1 is the most played. */
  popularity: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type GameSummary = v.InferOutput<typeof GameSummarySchema>;

/** `rows` of games with the total `count` for the filter. */
export const GameRowsSchema = v.object({ rows: v.array(GameSummarySchema), count: v.number() });
export type GameRows = v.InferOutput<typeof GameRowsSchema>;
