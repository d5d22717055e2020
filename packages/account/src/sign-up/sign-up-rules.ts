import { checkUrl, type AppSettings } from "@casino/domain";

/**
 * Spec §3 use1ClickRegistration / open1ClickRegistrationForPIDs: 1-click is offered when the brand turns it on
 * and either no PID list is set or the visitor's stored affiliate pid is on it.
 */
export function isOneClickOffered(
  settings: Pick<AppSettings, "use1ClickRegistration" | "open1ClickRegistrationForPIDs">,
  pid: string | null,
): boolean {
  if (!settings.use1ClickRegistration) return false;
  const pids = settings.open1ClickRegistrationForPIDs;
  return pids.length === 0 || (pid !== null && pids.includes(pid));
}

/**
 * Whether the visitor's country may register: it must be among the countries open for registration (get-all-country
 * rows leave the brand's excluded ones out). An unknown location does not block; the server checks again.
 */
export function isSignUpCountryOpen(countryCode: string | null | undefined, openCountries: readonly { code: string }[]): boolean {
  if (!countryCode) return true;
  const code = countryCode.toUpperCase();
  return openCountries.some((country) => country.code.toUpperCase() === code);
}

/**
 * Where afterRegistrationRedirect may send the player: through the URL gate as a link (DESIGN §5.2), i.e. a page of
 * the site (given back as its path) or any https site; anything else (javascript:, data:, http:, //host, a user@,
 * hidden characters) gives null and the modal just closes.
 */
export function registrationRedirectTarget(setting: string, origin: string): string | null {
  const value = setting.trim();
  if (value === "") return null;
  const checked = checkUrl("link", value, { siteOrigin: origin, allowedOrigins: [] });
  if (!checked.ok) return null;
  const url = new URL(checked.url);
  return url.origin === new URL(origin).origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
}
