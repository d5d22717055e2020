import { queryOptions } from "@tanstack/react-query";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";

/** ISO 3166-1 country; phoneCode like "+49" (shared by several countries: dedupe for a picker). */
export const CountrySchema = v.object({
  code: v.pipe(v.string(), v.length(2)),
  name: v.string(),
  phoneCode: v.pipe(v.string(), v.regex(/^\+\d{1,4}$/)),
  /** Emoji flag. */
  flag: v.string(),
});
export type Country = v.InferOutput<typeof CountrySchema>;

export const CountriesSchema = v.object({
  /** Countries open for registration on the brand of the system token (its excludedCountryCodeList left out). */
  countries: v.object({ rows: v.array(CountrySchema), count: v.number() }),
  /** Every country, ~249, AX included (the client leaves AX out of phone codes, spec §5). */
  allCountries: v.array(CountrySchema),
});
export type Countries = v.InferOutput<typeof CountriesSchema>;
export const CountriesResponseSchema = successEnvelope(CountriesSchema);

/** GET /api/admin/get-all-country */
export async function getAllCountries(options: { signal?: AbortSignal } = {}): Promise<Countries> {
  const { data } = await apiRequest({ path: "/api/admin/get-all-country", schema: CountriesResponseSchema, ...options });
  return data;
}

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ["countries"] as const,
    queryFn: ({ signal }) => getAllCountries({ signal }),
    staleTime: Infinity,
  });
