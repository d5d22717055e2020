import { queryOptions } from "@tanstack/react-query";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";

export const GAME_ROUND_TYPES = ["bet", "win", "refund"] as const;
export const GAME_HISTORY_PAGE_SIZE = 20;

/** Spec §3 "Casino history". Amounts in the currency's major unit; `amount` is never negative, `type` says the direction. */
export const GameRoundSchema = v.object({
  transactionId: v.string(),
  type: v.picklist(GAME_ROUND_TYPES),
  game: v.string(),
  gameSlug: v.string(),
  provider: v.string(),
  currencyCode: v.string(),
  balanceBefore: v.number(),
  amount: v.number(),
  balanceAfter: v.number(),
  bonusBalance: v.number(),
  /** ISO date-time */
  date: v.pipe(v.string(), v.isoTimestamp()),
});
export type GameRound = v.InferOutput<typeof GameRoundSchema>;
export const GameHistorySchema = v.object({ rows: v.array(GameRoundSchema), count: v.number() });
export type GameHistory = v.InferOutput<typeof GameHistorySchema>;
export const GameHistoryResponseSchema = successEnvelope(GameHistorySchema);

export interface GameHistoryFilter {
  limit?: number | undefined;
  offset?: number | undefined;
  /** Inclusive ISO dates (YYYY-MM-DD, UTC). */
  from?: string | undefined;
  to?: string | undefined;
}

/** GET /api/user/get-game-history: the player's rounds, latest first. 401 without login. */
export async function getGameHistory(filter: GameHistoryFilter = {}, options: { signal?: AbortSignal } = {}): Promise<GameHistory> {
  const { data } = await apiRequest({
    path: "/api/user/get-game-history",
    query: { ...filter },
    schema: GameHistoryResponseSchema,
    ...options,
  });
  return data;
}

export const gameHistoryQueryOptions = (filter: GameHistoryFilter = {}) =>
  queryOptions({ queryKey: ["game-history", filter] as const, queryFn: ({ signal }) => getGameHistory(filter, { signal }) });
