import { queryOptions } from "@tanstack/react-query";
import { REALITY_CHECK_INTERVALS } from "@casino/domain";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";

/**
 * The player's current session (issue 27 points 2 and 5): when it began (the oldest login still open), when its
 * time limit ends it (null without a session limit: warn before it), the reality-check interval, and what was played
 * since it began in the account currency (real-money rounds: stakes, wins, wins minus stakes, rounds).
 */
export const SessionSummarySchema = v.object({
  startedAt: v.string(),
  endsAt: v.nullable(v.string()),
  limitMinutes: v.nullable(v.number()),
  realityCheckMinutes: v.picklist(REALITY_CHECK_INTERVALS),
  /** When the next reality check is due (null when off). */
  nextRealityCheckAt: v.nullable(v.string()),
  currency: v.string(),
  bet: v.number(),
  won: v.number(),
  net: v.number(),
  rounds: v.number(),
});
export type SessionSummary = v.InferOutput<typeof SessionSummarySchema>;
export const SessionSummaryResponseSchema = successEnvelope(SessionSummarySchema);

/** GET /api/user/limits/session (token). 401, 403 (also once the session limit ended the session). */
export async function getSessionSummary(options: { signal?: AbortSignal } = {}): Promise<SessionSummary> {
  const { data } = await apiRequest({ path: "/api/user/limits/session", schema: SessionSummaryResponseSchema, ...options });
  return data;
}

export const sessionSummaryQueryOptions = () =>
  queryOptions({ queryKey: ["limits", "session"] as const, queryFn: ({ signal }) => getSessionSummary({ signal }) });
