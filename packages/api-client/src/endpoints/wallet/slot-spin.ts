import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { UserWalletSchema } from "../user/user-schema.ts";

// The demo slot page served by the sandbox (GET /sandbox/games/<slug>/play?session=) calls this itself;
// the schemas are here so the sandbox's tests and e2e checks share the contract.

/**
 * `bonusBuy`: buy the bonus feature for BONUS_BUY_PRICE_MULTIPLIER (100) base bets (games with hasBonusBuy).
 * `confirmOverBetLimit`: the player confirmed this one bonus buy over their max bet limit (spec §4); ignored on a
 * regular spin, never remembered for the next one.
 */
export const SlotSpinPayloadSchema = v.object({
  session: v.pipe(v.string(), v.nonEmpty()),
  bet: v.number(),
  bonusBuy: v.optional(v.boolean()),
  confirmOverBetLimit: v.optional(v.boolean()),
});
export type SlotSpinPayload = v.InferOutput<typeof SlotSpinPayloadSchema>;

export const SlotSpinSchema = v.object({
  roundId: v.string(),
  mode: v.picklist(["real", "demo"]),
  currency: v.string(),
  /** The base bet chosen. */
  bet: v.number(),
  /** What the round took: the bet, or the bonus price for a bonus buy. */
  stake: v.number(),
  bonusBuy: v.boolean(),
  win: v.number(),
  multiplier: v.number(),
  /** Three symbols, left to right. */
  reels: v.array(v.string()),
  /** The balance after the round (demo: play money). */
  balance: UserWalletSchema,
});
export type SlotSpin = v.InferOutput<typeof SlotSpinSchema>;
export const SlotSpinResponseSchema = successEnvelope(SlotSpinSchema);

/** What the game page posts to its parent window after every round and on load. */
export const SlotBalanceMessageSchema = v.object({
  type: v.literal("balance"),
  mode: v.picklist(["real", "demo"]),
  currency: v.string(),
  ...UserWalletSchema.entries,
});
export type SlotBalanceMessage = v.InferOutput<typeof SlotBalanceMessageSchema>;

/**
 * What the game page posts to its parent when the sandbox refuses a spin (the play page's bar shows it): the spin's
 * error code (bet limits by kind, BONUS_BET_LIMIT_REACHED, BET_BELOW_MINIMUM, SELF_EXCLUDED ...) and its message.
 */
export const SlotRefusalMessageSchema = v.object({
  type: v.literal("spinRefused"),
  code: v.string(),
  message: v.string(),
});
export type SlotRefusalMessage = v.InferOutput<typeof SlotRefusalMessageSchema>;
