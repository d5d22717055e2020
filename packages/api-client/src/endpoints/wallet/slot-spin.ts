import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { UserWalletSchema } from "../user/user-schema.ts";

// The demo slot page served by the sandbox (GET /sandbox/games/<slug>/play?session=) calls this itself;
// the schemas are here so the sandbox's tests and e2e checks share the contract.

export const SlotSpinPayloadSchema = v.object({ session: v.pipe(v.string(), v.nonEmpty()), bet: v.number() });
export type SlotSpinPayload = v.InferOutput<typeof SlotSpinPayloadSchema>;

export const SlotSpinSchema = v.object({
  roundId: v.string(),
  mode: v.picklist(["real", "demo"]),
  currency: v.string(),
  bet: v.number(),
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
