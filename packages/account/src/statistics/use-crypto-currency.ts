import { useQuery } from "@tanstack/react-query";
import { currenciesQueryOptions } from "@casino/api-client";

/** Whether amounts in `currencyCode` get crypto decimals (up to 8, spec §5); fiat until the catalogue says so. */
export function useIsCryptoCurrency(currencyCode: string | undefined): boolean {
  const { data } = useQuery(currenciesQueryOptions());
  return data?.find((currency) => currency.code === currencyCode)?.isCrypto ?? false;
}
