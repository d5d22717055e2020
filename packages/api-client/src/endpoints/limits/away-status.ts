import { mutationOptions, queryOptions, type QueryClient } from "@tanstack/react-query";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";
import { limitsQueryKey } from "./limits.ts";

/** Spec §4 away status: set by hand, or by the client after 5 minutes without activity. */
export const AWAY_MODES = ["manual", "automatic"] as const;
export const AwayStatusPayloadSchema = v.variant("away", [
  v.object({ away: v.literal(true), mode: v.picklist(AWAY_MODES) }),
  v.object({ away: v.literal(false) }),
]);
export type AwayStatusPayload = v.InferInput<typeof AwayStatusPayloadSchema>;

/**
 * `state`: present, away, or removed (30 minutes away: a multiplayer table skips the player's turn and folds the
 * hands, spec §4). `removalAt`: when an away player is removed (null when present).
 */
export const AwayStatusSchema = v.object({
  away: v.boolean(),
  mode: v.nullable(v.picklist(AWAY_MODES)),
  since: v.nullable(v.string()),
  state: v.picklist(["present", "away", "removed"]),
  removalAt: v.nullable(v.string()),
});
export type AwayStatus = v.InferOutput<typeof AwayStatusSchema>;
export const AwayStatusResponseSchema = successEnvelope(AwayStatusSchema);

/** GET /api/user/away-status (token). */
export async function getAwayStatus(options: { signal?: AbortSignal } = {}): Promise<AwayStatus> {
  const { data } = await apiRequest({ path: "/api/user/away-status", schema: AwayStatusResponseSchema, ...options });
  return data;
}

/** PUT /api/user/away-status: the client tells the server the player is away (manual or automatic) or back. */
export async function setAwayStatus(payload: AwayStatusPayload): Promise<AwayStatus> {
  const { data } = await apiRequest({ method: "PUT", path: "/api/user/away-status", body: payload, schema: AwayStatusResponseSchema });
  return data;
}

export const awayStatusQueryKey = ["limits", "away-status"] as const;
export const awayStatusQueryOptions = () => queryOptions({ queryKey: awayStatusQueryKey, queryFn: ({ signal }) => getAwayStatus({ signal }) });

/** The answer replaces the cached status; the limits' `awayStatus` follows it. */
export const setAwayStatusMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ["limits", "away-status", "set"],
    mutationFn: setAwayStatus,
    onSuccess: (status) => {
      queryClient.setQueryData(awayStatusQueryKey, status);
      return queryClient.invalidateQueries({ queryKey: limitsQueryKey, exact: true });
    },
  });
