/** Spec §9: the consent cookie lives one year, SameSite Lax. */
export const COOKIE_CONSENT_COOKIE = "cookie-consent";
export const COOKIE_CONSENT_STORAGE_KEY = "cookieConsent";
export const COOKIE_CONSENT_MAX_AGE_DAYS = 365;

export interface CookieNoticeInput {
  /** settings.cookiesPopup */
  enabled: boolean;
  accepted: boolean;
  isBot: boolean;
  onGamePage: boolean;
}

/** Spec §4: shown until accepted; never on game pages or to bots; a brand can turn it off. */
export function shouldShowCookieNotice({ enabled, accepted, isBot, onGamePage }: CookieNoticeInput): boolean {
  return enabled && !accepted && !isBot && !onGamePage;
}
