import { checkUrl, isLoopbackOrigin } from "../urls/check-url.ts";

/** Where Google's reCAPTCHA v3 loads its script from (and frames its anchor): allowed when the brand has a site key. */
export const RECAPTCHA_ORIGINS = ["https://www.google.com", "https://www.gstatic.com"] as const;

/**
 * Whether a script's `src` (resolved against the page's `base`) may run: the URL gate's script rule (checkUrl) with
 * `sources` as its allowed origins, the brand's tag-script hosts as its CSP's script-src lists them (`https://host`,
 * `https://*.host` for any subdomain, a port). The script loader and the Trusted Types policy ask this, so one rule
 * decides a script URL wherever it comes from. http only for a listed loopback host while the site runs on one.
 */
export function isAllowedScriptSrc(src: string, sources: readonly string[], base: string): boolean {
  let siteOrigin: string;
  try {
    siteOrigin = new URL(base).origin;
  } catch {
    return false;
  }
  return checkUrl("script", src, { siteOrigin, allowedOrigins: sources, allowInsecureOrigins: isLoopbackOrigin(siteOrigin) }).ok;
}
