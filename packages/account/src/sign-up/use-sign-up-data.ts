import { useQuery } from "@tanstack/react-query";
import {
  countriesQueryOptions,
  currenciesQueryOptions,
  locationQueryOptions,
  registrationFieldsQueryOptions,
  type Country,
} from "@casino/api-client";
import { countryOptions, phoneCodeOptions, type RegistrationFieldMap } from "@casino/domain";
import type { SignUpOptionLists } from "./SignUpFields.tsx";

export type SignUpData =
  | { status: "loading" }
  | { status: "error"; retry: () => void }
  | { status: "ready"; fields: RegistrationFieldMap; lists: SignUpOptionLists; visitorCountry: Country | null; visitorCountryCode: string | null };

/**
 * What the sign-up forms need: the registration-fields map (full form only), the countries (options and the
 * restricted-country check), the currencies, and the visitor's location. The location may fail: the server checks
 * the country again, so an unknown one does not block.
 */
export function useSignUpData(needFields: boolean): SignUpData {
  const countries = useQuery(countriesQueryOptions());
  const fields = useQuery({ ...registrationFieldsQueryOptions(), enabled: needFields });
  const currencies = useQuery(currenciesQueryOptions());
  const location = useQuery(locationQueryOptions());
  const required = [countries, currencies, ...(needFields ? [fields] : [])];

  if (required.some((query) => query.isError)) {
    return { status: "error", retry: () => required.filter((query) => query.isError).forEach((query) => void query.refetch()) };
  }
  if (!countries.data || !currencies.data || (needFields && !fields.data) || location.isPending) return { status: "loading" };

  const open = countryOptions(countries.data.countries.rows);
  const code = location.data?.location.country.code.toUpperCase() ?? null;
  return {
    status: "ready",
    fields: fields.data ?? {},
    lists: { countries: open, phoneCodes: phoneCodeOptions(countries.data.allCountries), currencies: currencies.data },
    visitorCountry: open.find((country) => country.code === code) ?? null,
    visitorCountryCode: code,
  };
}
