import { useMemo } from "react";
import { checkUrl, isLoopbackOrigin, type AppSettings, type UrlKind, type UrlRefusal } from "@casino/domain";
import { reportError } from "../errors/report-error.ts";
import { useSettings } from "../settings/settings-context.tsx";

/** A URL from the server as it may be used (location, iframe, script, anchor), or null: refused and reported. */
export type UrlGate = (kind: UrlKind, url: unknown) => string | null;

/** A refusal goes to the one error hook (console, then log-event or the brand's tracker), its URL cut short. */
export function reportRefusedUrl(kind: UrlKind, url: unknown, reason: UrlRefusal): void {
  const error = new Error(`Refused a ${kind} URL from the server (${reason}): ${String(url).slice(0, 80)}`);
  error.name = "RefusedUrl";
  reportError(error, { area: "url", name: kind });
}

/** The origins besides the site's each kind may use, from the brand's settings (links: any https site). */
const ALLOWED_ORIGINS: Record<UrlKind, (settings: AppSettings) => readonly string[]> = {
  frame: (settings) => settings.gameProviderOrigins,
  redirect: (settings) => settings.paymentPageOrigins,
  // The script loader's and the Trusted Types policy's list too (isAllowedScriptSrc is this rule).
  script: (settings) => settings.contentSecurity.tagScriptHosts,
  link: () => [],
};
const allowedOrigins = (kind: UrlKind, settings: AppSettings) => ALLOWED_ORIGINS[kind](settings);

/**
 * checkUrl (DESIGN §5.2) with this brand's allowed origins and this site's origin. http is allowed only for an
 * allowed loopback origin while the site itself runs on the machine (development, preview, e2e).
 */
export function createUrlGate(settings: AppSettings, siteOrigin: string, report = reportRefusedUrl): UrlGate {
  const allowInsecureOrigins = isLoopbackOrigin(siteOrigin);
  return (kind, url) => {
    const result = checkUrl(kind, url, { siteOrigin, allowedOrigins: allowedOrigins(kind, settings), allowInsecureOrigins });
    if (result.ok) return result.url;
    report(kind, url, result.reason);
    return null;
  };
}

export function useUrlGate(): UrlGate {
  const settings = useSettings();
  return useMemo(() => createUrlGate(settings, window.location.origin), [settings]);
}
