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
  /** Origins besides the site's that a redirect, frame or script may use, matched exactly (scheme, host, port). */
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
 * nothing hidden. The site's own origin is fine for a redirect, a script and a link, never for a frame (a sandboxed
 * frame with allow-scripts and allow-same-origin on our origin could lift its own sandbox); any other origin must
 * be one of `allowedOrigins` exactly, except for a link, which may go to any https site. http only on the site's
 * own origin or, with `allowInsecureOrigins`, an allowed loopback origin. Returns the URL as the parser writes it.
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
  const { origin } = parsed;
  if (origin === site) return kind === "frame" ? refuse("same-origin-frame") : { ok: true, url: parsed.href };
  const listed = policy.allowedOrigins.some((allowed) => originOf(allowed) === origin);
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
