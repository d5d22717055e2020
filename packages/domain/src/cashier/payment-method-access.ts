// Who may use a payment method (spec §3 Payment method, §6 "Payment methods filtered by country, currency, email and
// tags"). The sandbox's deposit and withdrawal rules call these too, so client and server cannot disagree.

export type MethodAccessRules = {
  isActive: boolean;
  hidden: boolean;
  sortPriority: number;
  allowedCountries: readonly string[];
  restrictedCountries: readonly string[];
  tagRestrictedCountries: {
    matched: readonly string[];
    unmatched: readonly string[];
    perTag: Readonly<Record<string, readonly string[]>>;
    default: readonly string[];
  };
  allowedCurrencies: readonly string[];
  restrictedCurrencies: readonly string[];
  allowEmails: readonly string[];
  allowTags: readonly string[];
};

export type MethodViewer = { countryCode: string; currencyCode: string; email: string; tags: readonly string[] };

/** Empty allow lists allow everyone; a deny list always wins. */
const allowedBy = (allow: readonly string[], deny: readonly string[], value: string) =>
  (allow.length === 0 || allow.includes(value)) && !deny.includes(value);

/**
 * Countries closed to a player by their tags: perTag[tag] for each of the player's tags that perTag names;
 * plus `matched` when at least one did, `unmatched` when the player has tags but none did, `default` when
 * the player has no tags at all.
 */
export function tagRestricted(rules: MethodAccessRules["tagRestrictedCountries"], tags: readonly string[]): string[] {
  const named = tags.filter((tag) => Object.hasOwn(rules.perTag, tag));
  const extra = tags.length === 0 ? rules.default : named.length > 0 ? rules.matched : rules.unmatched;
  return [...named.flatMap((tag) => rules.perTag[tag] ?? []), ...extra];
}

type CountryRules = Pick<MethodAccessRules, "allowedCountries" | "restrictedCountries" | "tagRestrictedCountries">;

/** The country may use the method; with tags, the tag rules apply too (a guest's list has no tags). */
export function methodCountryAllowed(method: CountryRules, country: string, tags?: readonly string[]): boolean {
  if (!allowedBy(method.allowedCountries, method.restrictedCountries, country)) return false;
  return tags === undefined || !tagRestricted(method.tagRestrictedCountries, tags).includes(country);
}

export function methodCurrencyAllowed(method: Pick<MethodAccessRules, "allowedCurrencies" | "restrictedCurrencies">, currency: string): boolean {
  return allowedBy(method.allowedCurrencies, method.restrictedCurrencies, currency);
}

/** allowEmails entries are addresses or "@domain" (case and surrounding spaces ignored); empty lets everyone in. */
export function methodEmailAllowed(allowEmails: readonly string[], email: string): boolean {
  if (allowEmails.length === 0) return true;
  const address = email.trim().toLowerCase();
  return allowEmails.some((entry) => {
    const rule = entry.trim().toLowerCase();
    return rule.startsWith("@") ? address.endsWith(rule) : address === rule;
  });
}

/** allowTags: the player needs one of them; empty lets everyone in. */
export function methodTagsAllowed(allowTags: readonly string[], tags: readonly string[]): boolean {
  return allowTags.length === 0 || allowTags.some((tag) => tags.includes(tag));
}

/** Active and allowed for this player's country (with tags), currency, e-mail and tags. `hidden` only hides it from lists. */
export function methodAvailable(method: MethodAccessRules, viewer: MethodViewer): boolean {
  return (
    method.isActive &&
    methodCountryAllowed(method, viewer.countryCode, viewer.tags) &&
    methodCurrencyAllowed(method, viewer.currencyCode) &&
    methodEmailAllowed(method.allowEmails, viewer.email) &&
    methodTagsAllowed(method.allowTags, viewer.tags)
  );
}

/** The methods the cashier lists: available, not hidden, lowest sortPriority first (ties keep the server's order). */
export function visibleMethods<M extends MethodAccessRules>(methods: readonly M[], viewer: MethodViewer): M[] {
  return methods.filter((method) => !method.hidden && methodAvailable(method, viewer)).sort((a, b) => a.sortPriority - b.sortPriority);
}
