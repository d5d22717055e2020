/**
 * Matching a script URL against a brand's allow-list (the script loader's and the Trusted Types policy's check).
 * Apart from the settings schema so that only the lazy chunks that inject scripts carry it.
 */
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
