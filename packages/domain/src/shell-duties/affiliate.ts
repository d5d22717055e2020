/** Spec §4/§9 affiliate capture: the brand's key parameter (default nxafk) together with nxaft. */
export const AFFILIATE_TOKEN_PARAMETER = "nxaft";
export const AFFILIATE_TOKEN_STORAGE_KEY = "nxaft";
export const MARKETING_PARAMETERS = ["cpnc", "mkt", "pid"] as const;
export type MarketingParameter = (typeof MARKETING_PARAMETERS)[number];
/** cpnc, mkt and pid are kept 365 days... */
export const MARKETING_MAX_AGE_DAYS = 365;

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
