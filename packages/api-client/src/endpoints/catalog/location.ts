import { queryOptions } from "@tanstack/react-query";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";

/** Spec §9: the location is cached for 60 s. */
export const LOCATION_STALE_TIME_MS = 60_000;

export const SubdivisionSchema = v.object({ code: v.string(), name: v.string() });

export const LocationSchema = v.object({
  location: v.object({
    country: v.object({ code: v.pipe(v.string(), v.length(2)), name: v.string() }),
    ipInfo: v.object({
      ip: v.string(),
      /** ISO 3166-2 subdivision codes without the country prefix, e.g. DE + ST (spec §4 geo block). */
      subdivisions: v.array(SubdivisionSchema),
    }),
  }),
});
export type Location = v.InferOutput<typeof LocationSchema>;
export const LocationResponseSchema = successEnvelope(LocationSchema);

/** GET /api/admin/get-location: the visitor's country by IP (in the sandbox: x-sandbox-country or ?country=). */
export async function getLocation(options: { signal?: AbortSignal } = {}): Promise<Location> {
  const { data } = await apiRequest({ path: "/api/admin/get-location", cache: true, schema: LocationResponseSchema, ...options });
  return data;
}

export const locationQueryOptions = () =>
  queryOptions({
    queryKey: ["location"] as const,
    queryFn: ({ signal }) => getLocation({ signal }),
    staleTime: LOCATION_STALE_TIME_MS,
  });
