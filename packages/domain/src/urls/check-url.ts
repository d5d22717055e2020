/** Where a URL from the server is going (DESIGN §5.2): location, an iframe, a `<script>`, an anchor or pixel. */
export const URL_KINDS = ["redirect", "frame", "script", "link"] as const;
export type UrlKind = (typeof URL_KINDS)[number];

export const URL_REFUSALS = [
  "empty",
  "obfuscated",
  "backslash",
  "protocol-relative",
  "scheme",
  "malformed",
  "credentials",
  "same-origin-frame",
  "origin-not-allowed",
  "insecure",
] as const;
export type UrlRefusal = (typeof URL_REFUSALS)[number];

export type UrlCheck = { ok: true; url: string } | { ok: false; reason: UrlRefusal };

export type UrlPolicy = {
  /** The site's own origin (location.origin); relative URLs resolve against it. */
  siteOrigin: string;
  /**
   * Origins besides the site's that a redirect, frame or script may use, as CSP host sources without a path: scheme,
   * host and port, matched exactly; for a script the host may start with `*.` (any subdomain, not the host itself),
   * as the brand's tag-script hosts do in its script-src.
   */
  allowedOrigins: readonly string[];
  /** Development and e2e only: an allowed origin on a loopback host (localhost, 127.0.0.1, [::1]) may be http. */
  allowInsecureOrigins?: boolean;
};

// Every control character, space, soft hyphen and invisible format character: a URL parser drops some of them
// (`java\tscript:`), a reader sees none of them.
const OBFUSCATION = /[\u0000-\u0020\u007f-\u00a0\u00ad\u034f\u061c\u115f\u1160\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\u3164\ufeff\uffa0]/u;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const AUTHORITY = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i;
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

const DEFAULT_PORTS: Readonly<Record<string, string>> = { "https:": "443", "http:": "80" };
const HOST_SOURCE = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::(\d{1,5}))?\/?$/i;

/** Whether `url` is on an allowed entry (see UrlPolicy.allowedOrigins); an entry that is not such an origin allows nothing. */
function allows(entry: string, url: URL, wildcard: boolean): boolean {
  const match = HOST_SOURCE.exec(entry.trim());
  if (!match || (match[2] !== undefined && !wildcard)) return false;
  const protocol = `${match[1]!.toLowerCase()}:`;
  if (protocol !== url.protocol || (match[4] ?? DEFAULT_PORTS[protocol]) !== (url.port || DEFAULT_PORTS[url.protocol])) return false;
  const host = match[3]!.toLowerCase();
  return match[2] !== undefined ? url.hostname.endsWith(`.${host}`) : url.hostname === host;
}

const originOf = (value: string): string | null => {
  try {
    const origin = new URL(value).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
};

const refuse = (reason: UrlRefusal): UrlCheck => ({ ok: false, reason });

/**
 * The one gate for URLs from the server. Only http(s) with `//` (or a relative URL on the site), no credentials,
 * nothing hidden. The site's own origin is fine for a redirect and a link, never for a frame (a sandboxed frame with
 * allow-scripts and allow-same-origin on our origin could lift its own sandbox), and for a script only when listed;
 * any other origin must be on `allowedOrigins`, except for a link, which may go to any https site. http only on the
 * site's own origin or, with `allowInsecureOrigins`, an allowed loopback origin. Returns the URL as the parser
 * writes it.
 */
export function checkUrl(kind: UrlKind, url: unknown, policy: UrlPolicy): UrlCheck {
  if (typeof url !== "string" || url === "") return refuse("empty");
  if (OBFUSCATION.test(url)) return refuse("obfuscated");
  if (url.includes("\\")) return refuse("backslash");
  if (url.startsWith("//")) return refuse("protocol-relative");
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== "https" && scheme !== "http") return refuse("scheme");
  // `https:host` is read as a path or a host depending on the site's own scheme: never guess.
  if (scheme !== undefined && !url.slice(scheme.length + 1).startsWith("//")) return refuse("malformed");
  const site = originOf(policy.siteOrigin);
  let parsed: URL;
  try {
    parsed = new URL(url, site ?? undefined);
  } catch {
    return refuse("malformed");
  }
  if (AUTHORITY.exec(url)?.[1]?.includes("@") || parsed.username !== "" || parsed.password !== "") return refuse("credentials");
  const own = parsed.origin === site;
  if (own && kind === "frame") return refuse("same-origin-frame");
  // A script from the server is a third party's tag, even on the site's origin: the site's own code is bundled, never
  // loaded from a URL the server gives, so a script comes only from a listed host.
  if (own && kind !== "script") return { ok: true, url: parsed.href };
  const listed = policy.allowedOrigins.some((entry) => allows(entry, parsed, kind === "script"));
  if (!listed && kind !== "link") return refuse("origin-not-allowed");
  if (parsed.protocol === "http:" && !(listed && policy.allowInsecureOrigins === true && LOOPBACK.has(parsed.hostname))) {
    return refuse("insecure");
  }
  return { ok: true, url: parsed.href };
}

/** Whether an origin is on the machine itself (a development or e2e site), where http is all there is. */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    return LOOPBACK.has(new URL(origin).hostname);
  } catch {
    return false;
  }
}
