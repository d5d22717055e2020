import Cookies from "js-cookie";
import { AFFILIATE_TOKEN_STORAGE_KEY, MARKETING_MAX_AGE_DAYS, captureAffiliate, type StoredMarketingValue } from "@casino/domain";
import { readStored, writeStored } from "../browser-storage.ts";

/** Spec §9 local storage key of the page the visitor first landed on (sent with sign-up and the geo-block report). */
export const FIRST_URL_STORAGE_KEY = "firstUrl";

/**
 * Reads the affiliate token and the marketing parameters from a URL (spec §4): the token only together with the
 * brand's key parameter and only if none is stored; cpnc, mkt and pid for 365 days (storage and cookie).
 */
export function captureAffiliateFromUrl(href: string, affiliateKeyParameter: string, now: Date = new Date()): void {
  const url = new URL(href, "http://localhost");
  if (readStored(FIRST_URL_STORAGE_KEY) === null) writeStored(FIRST_URL_STORAGE_KEY, href);
  const { token, marketing } = captureAffiliate(url.searchParams, affiliateKeyParameter, readStored(AFFILIATE_TOKEN_STORAGE_KEY));
  if (token) writeStored(AFFILIATE_TOKEN_STORAGE_KEY, token);
  for (const [name, value] of Object.entries(marketing)) {
    const saved: StoredMarketingValue = { value, savedAt: now.getTime() };
    writeStored(name, JSON.stringify(saved));
    Cookies.set(name, value, { expires: MARKETING_MAX_AGE_DAYS, sameSite: "Lax", path: "/" });
  }
}
