import { mutationOptions, queryOptions, type QueryClient } from "@tanstack/react-query";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";
import { BonusGameSchema } from "./bonus-schema.ts";

export const TOURNAMENT_KINDS = ["tournament", "race"] as const;
export const TOURNAMENT_STATUSES = ["upcoming", "running", "finished"] as const;
export type TournamentKind = (typeof TOURNAMENT_KINDS)[number];
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

const isoDateTime = v.pipe(v.string(), v.isoTimestamp());

/**
 * A tournament scores the biggest win multiplier of one bet, a race the total wagered; both on the listed
 * games (empty = all) from the minimum bet on.
 */
export const TournamentSchema = v.object({
  id: v.number(),
  slug: v.string(),
  kind: v.picklist(TOURNAMENT_KINDS),
  name: v.string(),
  description: v.string(),
  status: v.picklist(TOURNAMENT_STATUSES),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  prizePool: v.number(),
  currencyCode: v.string(),
  prizes: v.array(v.object({ place: v.number(), amount: v.number() })),
  games: v.array(BonusGameSchema),
  minBet: v.number(),
  participants: v.number(),
  /** Whether the token's player joined; false for guests. */
  joined: v.boolean(),
});
export type Tournament = v.InferOutput<typeof TournamentSchema>;
export const TournamentListSchema = v.object({ rows: v.array(TournamentSchema), count: v.number() });
export type TournamentList = v.InferOutput<typeof TournamentListSchema>;
export const TournamentListResponseSchema = successEnvelope(TournamentListSchema);

export interface TournamentFilter {
  kind?: TournamentKind | undefined;
  status?: TournamentStatus | undefined;
  language?: string | undefined;
}

/** GET /api/admin/tournaments: running first, then upcoming, then finished. */
export async function getTournaments(filter: TournamentFilter = {}, options: { signal?: AbortSignal } = {}): Promise<TournamentList> {
  const { data } = await apiRequest({ path: "/api/admin/tournaments", query: { ...filter }, schema: TournamentListResponseSchema, ...options });
  return data;
}

export const tournamentsQueryOptions = (filter: TournamentFilter = {}) =>
  queryOptions({ queryKey: ["tournaments", filter] as const, queryFn: ({ signal }) => getTournaments(filter, { signal }) });

export const LeaderboardEntrySchema = v.object({
  place: v.number(),
  /** Masked for other players ("Da***"). */
  nickname: v.string(),
  score: v.number(),
  /** The prize this place wins (0 outside the prizes). */
  prize: v.number(),
  isMe: v.boolean(),
});
export type LeaderboardEntry = v.InferOutput<typeof LeaderboardEntrySchema>;
export const LeaderboardSchema = v.object({
  tournamentId: v.number(),
  rows: v.array(LeaderboardEntrySchema),
  count: v.number(),
  /** The token's player's entry, also when outside the rows shown. */
  me: v.nullable(LeaderboardEntrySchema),
});
export type Leaderboard = v.InferOutput<typeof LeaderboardSchema>;
export const LeaderboardResponseSchema = successEnvelope(LeaderboardSchema);

/** GET /api/admin/tournaments/{id}/leaderboard?limit=20. 404 TOURNAMENT_NOT_FOUND. */
export async function getTournamentLeaderboard(id: number, limit?: number, options: { signal?: AbortSignal } = {}): Promise<Leaderboard> {
  const { data } = await apiRequest({ path: `/api/admin/tournaments/${id}/leaderboard`, query: { limit }, schema: LeaderboardResponseSchema, ...options });
  return data;
}

export const tournamentLeaderboardQueryOptions = (id: number, limit?: number) =>
  queryOptions({
    queryKey: ["tournaments", id, "leaderboard", limit ?? null] as const,
    queryFn: ({ signal }) => getTournamentLeaderboard(id, limit, { signal }),
  });

export const JoinTournamentResultSchema = v.object({ tournamentId: v.number(), joinedAt: isoDateTime });
export const JoinTournamentResponseSchema = successEnvelope(JoinTournamentResultSchema);

/** POST /api/user/tournaments/{id}/join (token): idempotent. 404 TOURNAMENT_NOT_FOUND, 409 TOURNAMENT_FINISHED. */
export async function joinTournament(id: number): Promise<v.InferOutput<typeof JoinTournamentResultSchema>> {
  const { data } = await apiRequest({ method: "POST", path: `/api/user/tournaments/${id}/join`, body: {}, schema: JoinTournamentResponseSchema });
  return data;
}

export const joinTournamentMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ["tournaments", "join"],
    mutationFn: joinTournament,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["tournaments"] }),
  });
