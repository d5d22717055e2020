import { queryOptions } from "@tanstack/react-query";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";

export const CurrencySchema = v.object({
  code: v.string(),
  name: v.string(),
  symbol: v.string(),
  /** Amount decimals: 2 for fiat, 8 for crypto (spec §5). */
  decimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(8)),
  isCrypto: v.boolean(),
});
export type Currency = v.InferOutput<typeof CurrencySchema>;
export const CurrenciesSchema = v.object({ currencies: v.array(CurrencySchema) });
export const CurrenciesResponseSchema = successEnvelope(CurrenciesSchema);

/** GET /api/admin/get-currencies: fiat first, then crypto. */
export async function getCurrencies(options: { signal?: AbortSignal } = {}): Promise<Currency[]> {
  const { data } = await apiRequest({ path: "/api/admin/get-currencies", schema: CurrenciesResponseSchema, ...options });
  return data.currencies;
}

export const currenciesQueryOptions = () =>
  queryOptions({ queryKey: ["currencies"] as const, queryFn: ({ signal }) => getCurrencies({ signal }), staleTime: Infinity });
