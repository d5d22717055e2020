import type { PaymentMethod } from "@casino/api-client";
import { methodCountryAllowed, methodCurrencyAllowed, methodEmailAllowed, methodTagsAllowed, tagRestricted } from "@casino/domain";

// Who may use a payment method (spec §6 "Payment methods filtered by country, currency, email and tags").
// get-payments applies the currency and country rules; a deposit or withdrawal applies all of them. The rules
// themselves are the domain's (packages/domain/src/cashier/payment-method-access.ts), shared with the cashier UI.

type Rules = Pick<
  PaymentMethod,
  "allowedCountries" | "restrictedCountries" | "tagRestrictedCountries" | "allowedCurrencies" | "restrictedCurrencies" | "allowEmails" | "allowTags" | "limits"
>;

/** The method takes this currency: allowed, not restricted (the domain's rule), and it has limits for it. */
export const currencyAllowed = (method: Pick<Rules, "allowedCurrencies" | "restrictedCurrencies">, limits: Rules["limits"], currency: string) =>
  methodCurrencyAllowed(method, currency) && limits[currency] !== undefined;

/** The country may use the method; with tags, the tag rules apply too (a guest's list has no tags). */
export const countryAllowed = (method: Rules, country: string, tags?: readonly string[]): boolean => methodCountryAllowed(method, country, tags);

/** allowEmails entries are addresses or "@domain"; empty lets everyone in. */
export const emailAllowed = methodEmailAllowed;

export const tagsAllowed = methodTagsAllowed;

export { tagRestricted };
