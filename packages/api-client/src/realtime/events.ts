import { SESSION_TERMINATION_REASONS } from "@casino/domain";
import * as v from "valibot";
import { UserWalletSchema } from "../endpoints/user/user-schema.ts";

/** Spec §7 realtime events, in the shape the sandbox emits them (apps/sandbox-api/src/realtime/events.ts). */
export const WalletChangeEventSchema = v.object({ amount: v.number(), userWallet: UserWalletSchema });
export const DepositEventSchema = v.object({ ...WalletChangeEventSchema.entries, count: v.number() });
export const FailedDepositEventSchema = v.object({ code: v.string(), message: v.string() });
export const BalanceEventSchema = v.object({ userWallet: UserWalletSchema });
/**
 * A responsible-gaming block began: open games close at once (the play page listens). Kinds: a self-exclusion, a
 * time-out (a short exclusion: hours to a month), an account freeze, or the session time limit reached. `until`
 * null = permanent (self-exclusion) or no end to show (session limit). `reason` (spec §3 session termination
 * reason) is set when the block also ended the player's login sessions: ACCOUNT_LOCKED (freeze), SESSION_EXPIRED
 * (session limit); the client stores it for the session-ended notice and signs out.
 */
export const RESPONSIBLE_GAMING_BLOCK_KINDS = ["selfExclusion", "timeout", "freeze", "sessionLimit"] as const;
export const ResponsibleGamingBlockEventSchema = v.object({
  kind: v.picklist(RESPONSIBLE_GAMING_BLOCK_KINDS),
  until: v.nullable(v.string()),
  message: v.string(),
  reason: v.optional(v.picklist(SESSION_TERMINATION_REASONS)),
});

/** A real bet changed the player's score in a running tournament they joined: its leaderboard is to be read again. */
export const TournamentScoreEventSchema = v.object({ tournamentId: v.number(), score: v.number(), place: v.number() });

export const realtimeEventSchemas = {
  debit: WalletChangeEventSchema,
  credit: WalletChangeEventSchema,
  globalCredit: WalletChangeEventSchema,
  deposit: DepositEventSchema,
  failedDeposit: FailedDepositEventSchema,
  balance: BalanceEventSchema,
  responsibleGamingBlock: ResponsibleGamingBlockEventSchema,
  tournamentScore: TournamentScoreEventSchema,
} as const;

export type RealtimeEventName = keyof typeof realtimeEventSchemas;
export type RealtimeEventPayload<E extends RealtimeEventName> = v.InferOutput<(typeof realtimeEventSchemas)[E]>;
export const REALTIME_EVENTS = Object.keys(realtimeEventSchemas) as RealtimeEventName[];

/** The browser events the client re-emits carry the socket payload as `detail`. */
export type RealtimeBrowserEvent<E extends RealtimeEventName> = CustomEvent<RealtimeEventPayload<E>>;
