import * as v from "valibot";

/**
 * What a brand lets run and frame besides its own files (brand.json `contentSecurity`, build time only: the build
 * writes the Content-Security-Policy from it, and settings2 can't change it at run time).
 * - tagScriptHosts: origins the script loader may load tag scripts from (`https://host`, `https://*.host`, a port
 *   allowed); the CSP's script-src gets the same list.
 * - gameOrigins: game providers' origins the play page may frame (the CSP's frame-src).
 * - allowInlineTagScripts: run inline script bodies from GET scripts. Off by default: it adds 'unsafe-inline' to
 *   script-src, so any injected inline script runs too.
 */
export const ContentSecuritySchema = v.object({
  tagScriptHosts: v.optional(v.array(v.string()), []),
  gameOrigins: v.optional(v.array(v.string()), []),
  allowInlineTagScripts: v.optional(v.boolean(), false),
});
export type ContentSecurity = v.InferOutput<typeof ContentSecuritySchema>;

/** Where Google's reCAPTCHA v3 loads its script from (and frames its anchor): allowed when the brand has a site key. */
export const RECAPTCHA_ORIGINS = ["https://www.google.com", "https://www.gstatic.com"] as const;

const DEFAULT_PORTS: Readonly<Record<string, string>> = { "https:": "443", "http:": "80" };

/** One allow-list entry as scheme, host (a leading "*." for any subdomain) and port; undefined when it is not an origin. */
function parseSource(source: string): { protocol: string; host: string; wildcard: boolean; port: string } | undefined {
  const match = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}))?\/?$/i.exec(source.trim());
  if (!match) return undefined;
  const protocol = `${match[1]!.toLowerCase()}:`;
  return { protocol, wildcard: match[2] !== undefined, host: match[3]!.toLowerCase(), port: match[4] ?? DEFAULT_PORTS[protocol]! };
}

/**
 * Whether `src` (resolved against `base`) is on one of `sources`, matched as a CSP host source is: same scheme,
 * the host itself or, for `*.host`, any subdomain of it (not the host itself), same port.
 */
export function isAllowedScriptSrc(src: string, sources: readonly string[], base: string): boolean {
  let url: URL;
  try {
    url = new URL(src, base);
  } catch {
    return false;
  }
  const port = url.port || DEFAULT_PORTS[url.protocol];
  const host = url.hostname.toLowerCase();
  return sources.some((entry) => {
    const source = parseSource(entry);
    if (!source || source.protocol !== url.protocol || source.port !== port) return false;
    return source.wildcard ? host.endsWith(`.${source.host}`) : host === source.host;
  });
}
