/** Spec §4/§9 affiliate capture: the brand's key parameter (default nxafk) together with nxaft. */
export const AFFILIATE_TOKEN_PARAMETER = "nxaft";
export const AFFILIATE_TOKEN_STORAGE_KEY = "nxaft";
export const MARKETING_PARAMETERS = ["cpnc", "mkt", "pid"] as const;
export type MarketingParameter = (typeof MARKETING_PARAMETERS)[number];
/** cpnc, mkt and pid are kept 365 days... */
export const MARKETING_MAX_AGE_DAYS = 365;
/** ...but the pid counts only while it is at most seven days less one hour old. */
export const PID_MAX_AGE_MS = 7 * 24 * 3_600_000 - 3_600_000;

export interface QueryReader {
  get(name: string): string | null;
}

export interface StoredMarketingValue {
  value: string;
  /** Epoch milliseconds of the capture. */
  savedAt: number;
}

export interface AffiliateCapture {
  /** The token to store; null when the URL has none or one is stored already. */
  token: string | null;
  /** Marketing parameters present in the URL, to save (a newer value replaces the older one). */
  marketing: Partial<Record<MarketingParameter, string>>;
}

const present = (value: string | null): value is string => value !== null && value.trim() !== "";

export function captureAffiliate(query: QueryReader, affiliateKeyParameter: string, storedToken: string | null | undefined): AffiliateCapture {
  const token = query.get(AFFILIATE_TOKEN_PARAMETER);
  const captured = present(query.get(affiliateKeyParameter)) && present(token) && !storedToken ? token.trim() : null;
  const marketing: AffiliateCapture["marketing"] = {};
  for (const name of MARKETING_PARAMETERS) {
    const value = query.get(name);
    if (present(value)) marketing[name] = value.trim();
  }
  return { token: captured, marketing };
}

/** A saved marketing value as it counts now: pid expires after seven days less one hour, the others after 365 days. */
export function marketingValue(name: MarketingParameter, saved: StoredMarketingValue | null | undefined, now: Date): string | null {
  if (!saved || !saved.value) return null;
  const age = now.getTime() - saved.savedAt;
  const maxAge = name === "pid" ? PID_MAX_AGE_MS : MARKETING_MAX_AGE_DAYS * 86_400_000;
  return age >= 0 && age <= maxAge ? saved.value : null;
}
