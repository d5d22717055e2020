import Cookies from "js-cookie";
import { COOKIE_CONSENT_COOKIE, COOKIE_CONSENT_MAX_AGE_DAYS, COOKIE_CONSENT_STORAGE_KEY } from "@casino/domain";
import { postTabMessage } from "../../tabs/tab-bus.ts";
import { readStoredJson, writeStored } from "../browser-storage.ts";

/** The visitor accepted all cookies (stored consent or its one-year cookie). */
export function hasCookieConsent(): boolean {
  const stored = readStoredJson(COOKIE_CONSENT_STORAGE_KEY) as { accepted?: unknown } | null;
  return stored?.accepted === "all" || Cookies.get(COOKIE_CONSENT_COOKIE) === "all";
}

/** Spec §4/§9: accept-all stores the consent and sets a one-year cookie, SameSite Lax; the other tabs hide their notice. */
export function acceptAllCookies(now: Date = new Date()): void {
  writeStored(COOKIE_CONSENT_STORAGE_KEY, JSON.stringify({ accepted: "all", at: now.toISOString() }));
  Cookies.set(COOKIE_CONSENT_COOKIE, "all", { expires: COOKIE_CONSENT_MAX_AGE_DAYS, sameSite: "Lax", path: "/" });
  postTabMessage({ type: "consent" });
}
