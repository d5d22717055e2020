import { queryOptions } from "@tanstack/react-query";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";

export const ProviderSchema = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  gameCount: v.number(),
});
export type Provider = v.InferOutput<typeof ProviderSchema>;
export const ProvidersSchema = v.object({ rows: v.array(ProviderSchema), count: v.number() });
export type Providers = v.InferOutput<typeof ProvidersSchema>;
export const ProvidersResponseSchema = successEnvelope(ProvidersSchema);

/** GET /api/admin/get-providers: every studio with its number of games, by name. */
export async function getProviders(options: { signal?: AbortSignal } = {}): Promise<Providers> {
  const { data } = await apiRequest({ path: "/api/admin/get-providers", schema: ProvidersResponseSchema, ...options });
  return data;
}

export const providersQueryOptions = () =>
  queryOptions({ queryKey: ["providers"] as const, queryFn: ({ signal }) => getProviders({ signal }) });
