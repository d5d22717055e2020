import * as v from "valibot";
import { UserWalletSchema } from "../endpoints/user/user-schema.ts";

/** Spec §7 realtime events, in the shape the sandbox emits them (apps/sandbox-api/src/realtime/events.ts). */
export const WalletChangeEventSchema = v.object({ amount: v.number(), userWallet: UserWalletSchema });
export const DepositEventSchema = v.object({ ...WalletChangeEventSchema.entries, count: v.number() });
export const FailedDepositEventSchema = v.object({ code: v.string(), message: v.string() });
export const BalanceEventSchema = v.object({ userWallet: UserWalletSchema });
/** A self-exclusion or account freeze began: open games close (the play page listens). `until` null = permanent. */
export const RESPONSIBLE_GAMING_BLOCK_KINDS = ["selfExclusion", "freeze"] as const;
export const ResponsibleGamingBlockEventSchema = v.object({
  kind: v.picklist(RESPONSIBLE_GAMING_BLOCK_KINDS),
  until: v.nullable(v.string()),
  message: v.string(),
});

export const realtimeEventSchemas = {
  debit: WalletChangeEventSchema,
  credit: WalletChangeEventSchema,
  globalCredit: WalletChangeEventSchema,
  deposit: DepositEventSchema,
  failedDeposit: FailedDepositEventSchema,
  balance: BalanceEventSchema,
  responsibleGamingBlock: ResponsibleGamingBlockEventSchema,
} as const;

export type RealtimeEventName = keyof typeof realtimeEventSchemas;
export type RealtimeEventPayload<E extends RealtimeEventName> = v.InferOutput<(typeof realtimeEventSchemas)[E]>;
export const REALTIME_EVENTS = Object.keys(realtimeEventSchemas) as RealtimeEventName[];

/** The browser events the client re-emits carry the socket payload as `detail`. */
export type RealtimeBrowserEvent<E extends RealtimeEventName> = CustomEvent<RealtimeEventPayload<E>>;
