import type { PaymentMethod, TagRestrictedCountries } from "@casino/api-client";

// Who may use a payment method (spec §6 "Payment methods filtered by country, currency, email and tags").
// get-payments applies the currency and country rules; a deposit or withdrawal applies all of them.

type Rules = Pick<
  PaymentMethod,
  "allowedCountries" | "restrictedCountries" | "tagRestrictedCountries" | "allowedCurrencies" | "restrictedCurrencies" | "allowEmails" | "allowTags" | "limits"
>;

/** Empty allow lists allow everyone; a deny list always wins. */
const allowedBy = (allow: readonly string[], deny: readonly string[], value: string) =>
  (allow.length === 0 || allow.includes(value)) && !deny.includes(value);

/** The method takes this currency: allowed, not restricted, and it has limits for it. */
export const currencyAllowed = (method: Pick<Rules, "allowedCurrencies" | "restrictedCurrencies">, limits: Rules["limits"], currency: string) =>
  allowedBy(method.allowedCurrencies, method.restrictedCurrencies, currency) && limits[currency] !== undefined;

/**
 * Countries closed to a player by their tags: perTag[tag] for each of the player's tags that perTag names;
 * plus `matched` when at least one did, `unmatched` when the player has tags but none did, `default` when
 * the player has no tags at all.
 */
export function tagRestricted(rules: TagRestrictedCountries, tags: readonly string[]): string[] {
  const named = tags.filter((tag) => Object.hasOwn(rules.perTag, tag));
  const extra = tags.length === 0 ? rules.default : named.length > 0 ? rules.matched : rules.unmatched;
  return [...named.flatMap((tag) => rules.perTag[tag] ?? []), ...extra];
}

/** The country may use the method; with tags, the tag rules apply too (a guest's list has no tags). */
export function countryAllowed(method: Rules, country: string, tags?: readonly string[]): boolean {
  if (!allowedBy(method.allowedCountries, method.restrictedCountries, country)) return false;
  return tags === undefined || !tagRestricted(method.tagRestrictedCountries, tags).includes(country);
}

/** allowEmails entries are addresses or "@domain"; empty lets everyone in. */
export function emailAllowed(allowEmails: readonly string[], email: string): boolean {
  if (allowEmails.length === 0) return true;
  const address = email.trim().toLowerCase();
  return allowEmails.some((entry) => {
    const rule = entry.trim().toLowerCase();
    return rule.startsWith("@") ? address.endsWith(rule) : address === rule;
  });
}

export const tagsAllowed = (allowTags: readonly string[], tags: readonly string[]) =>
  allowTags.length === 0 || allowTags.some((tag) => tags.includes(tag));
