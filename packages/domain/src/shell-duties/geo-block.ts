/** Spec §4/§9: the URL flag and the stored flags that let a visitor past the geo-block. */
export const WHITELIST_QUERY_PARAMETER = "whitelisted";
export const WHITELISTED_STORAGE_KEY = "whitelisted";
export const COUNTRY_CHECK_STORAGE_KEY = "countryCheck";
/** Spec §7: reverse geocoding gives up after 10 s. */
export const REVERSE_GEOCODING_TIMEOUT_MS = 10_000;

export interface GeoLocation {
  countryCode: string;
  /** ISO 3166-2 subdivision codes, with or without the country prefix ("ST" or "DE-ST"). */
  subdivisionCodes: readonly string[];
}

/** Restricted when in the brand's excluded list, or Germany's Saxony-Anhalt (DE with subdivision ST). */
export function isCountryRestricted(location: GeoLocation, excludedCountries: readonly string[]): boolean {
  const country = location.countryCode.toUpperCase();
  if (excludedCountries.some((code) => code.toUpperCase() === country)) return true;
  return country === "DE" && location.subdivisionCodes.some((code) => code.toUpperCase().replace(/^DE-/, "") === "ST");
}

export function isIpWhitelisted(ip: string, whitelistedIPs: readonly string[]): boolean {
  const visitor = ip.trim();
  return visitor !== "" && whitelistedIPs.some((entry) => entry.trim() === visitor);
}

/** The URL says whitelisted=1, or the flag was stored on an earlier visit. */
export function isWhitelistedVisitor(queryValue: string | null | undefined, storedFlag: string | null | undefined): boolean {
  return queryValue === "1" || (storedFlag !== null && storedFlag !== undefined && storedFlag !== "" && storedFlag !== "false");
}

export interface GeoBlockInput {
  location: GeoLocation & { ip: string };
  excludedCountries: readonly string[];
  whitelistedIPs: readonly string[];
  isAuthenticated: boolean;
  isBot: boolean;
  /** whitelisted=1 in the URL or the stored `whitelisted` flag. */
  isWhitelisted: boolean;
  /** A stored `countryCheck`: the visitor re-verified their location. */
  isVerified: boolean;
}

export type GeoBlockReason = "restricted" | "allowed-country" | "ip-whitelisted" | "logged-in" | "bot" | "whitelisted" | "verified";

/** Spec §4 geo block: the overlay shows only to restricted guests who are not bots, not whitelisted and not verified. */
export function geoBlockDecision(input: GeoBlockInput): { blocked: boolean; reason: GeoBlockReason } {
  const reason = geoBlockReason(input);
  return { blocked: reason === "restricted", reason };
}

function geoBlockReason(input: GeoBlockInput): GeoBlockReason {
  if (!isCountryRestricted(input.location, input.excludedCountries)) return "allowed-country";
  if (isIpWhitelisted(input.location.ip, input.whitelistedIPs)) return "ip-whitelisted";
  if (input.isAuthenticated) return "logged-in";
  if (input.isBot) return "bot";
  if (input.isWhitelisted) return "whitelisted";
  if (input.isVerified) return "verified";
  return "restricted";
}
