import { queryOptions } from "@tanstack/react-query";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";

/** HTML snippets for <head>, the start and the end of <body>; empty strings where an entry has none. */
export const ScriptEntrySchema = v.object({
  key: v.string(),
  head: v.string(),
  bodyStart: v.string(),
  bodyEnd: v.string(),
});
export type ScriptEntry = v.InferOutput<typeof ScriptEntrySchema>;
export const ScriptsResponseSchema = successEnvelope(v.array(ScriptEntrySchema));

export interface ScriptsFilter {
  /** The visitor is logged in. */
  enableAuthUsers: boolean;
  /** The player has deposited at least once. */
  enableDepositors: boolean;
  /** The settings' cacheControlHash: with it the answer may be cached. */
  cacheHash?: string | undefined;
}

/** GET /api/core/casino/scripts: entries for guests, players or depositors as the flags say (spec §6). */
export async function getScripts(filter: ScriptsFilter, options: { signal?: AbortSignal } = {}): Promise<ScriptEntry[]> {
  const { data } = await apiRequest({
    path: "/api/core/casino/scripts",
    query: { ...filter },
    cache: filter.cacheHash !== undefined,
    schema: ScriptsResponseSchema,
    ...options,
  });
  return data;
}

export const scriptsQueryOptions = (filter: ScriptsFilter) =>
  queryOptions({ queryKey: ["scripts", filter] as const, queryFn: ({ signal }) => getScripts(filter, { signal }) });
