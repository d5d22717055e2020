import { describe, expect, it } from "vitest";
import { checkUrl, isLoopbackOrigin, type UrlCheck, type UrlKind, type UrlPolicy, type UrlRefusal } from "./check-url.ts";

const SITE = "https://casino.example";
const SANDBOX = "https://sandbox.example";
const policy: UrlPolicy = { siteOrigin: SITE, allowedOrigins: [SANDBOX, "https://games.example:8443/"] };
const KINDS: UrlKind[] = ["redirect", "frame", "script", "link"];
/** `expected` is the accepted URL (it has a slash) or the refusal's reason. */
const expectCheck = (result: UrlCheck, expected: string) =>
  expect(result).toEqual(expected.includes("/") ? { ok: true, url: expected } : { ok: false, reason: expected });

describe("checkUrl refuses hostile URLs for every kind", () => {
  it.each<[string, unknown, UrlRefusal]>([
    ["nothing", "", "empty"],
    ["not a string", { href: SANDBOX }, "empty"],
    ["javascript:", "javascript:alert(document.cookie)", "scheme"],
    ["JavaScript: in mixed case", "JaVaScRiPt:alert(1)", "scheme"],
    ["javascript: with a tab inside", "java\tscript:alert(1)", "obfuscated"],
    ["javascript: with a newline inside", "java\nscript:alert(1)", "obfuscated"],
    ["javascript: after leading spaces", "  javascript:alert(1)", "obfuscated"],
    ["javascript: after a NUL", "\u0000javascript:alert(1)", "obfuscated"],
    ["a zero-width space", `https://sand\u200bbox.example/`, "obfuscated"],
    ["a no-break space", `${SANDBOX}/\u00a0`, "obfuscated"],
    ["a line separator", `${SANDBOX}/\u2028`, "obfuscated"],
    ["a byte-order mark", `\ufeff${SANDBOX}/`, "obfuscated"],
    ["a trailing newline", `${SANDBOX}/pay\n`, "obfuscated"],
    ["data:", "data:text/html,<script>alert(1)</script>", "scheme"],
    ["data: base64", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==", "scheme"],
    ["vbscript:", "vbscript:msgbox(1)", "scheme"],
    ["blob:", `blob:${SANDBOX}/0b7d3c52-2f4d-4c5e-9c1a-6a2f1c7e9d10`, "scheme"],
    ["file:", "file:///etc/passwd", "scheme"],
    ["ftp:", "ftp://sandbox.example/", "scheme"],
    ["about:blank", "about:blank", "scheme"],
    ["a bare host taken for a scheme", "sandbox.example:443/pay", "scheme"],
    ["protocol-relative", "//evil.example/pay", "protocol-relative"],
    ["protocol-relative to an allowed host", "//sandbox.example/pay", "protocol-relative"],
    ["a backslash for a slash", "/\\evil.example/pay", "backslash"],
    ["backslashes after the scheme", "https:\\\\evil.example", "backslash"],
    ["a backslash before the host's @", `${SANDBOX}\\@evil.example`, "backslash"],
    ["https without slashes", "https:evil.example", "malformed"],
    ["https with one slash", "https:/evil.example", "malformed"],
    ["no host", "https://", "malformed"],
    ["a bad port", "https://sandbox.example:99999/", "malformed"],
    ["user and password", "https://user:pass@sandbox.example/", "credentials"],
    ["an allowed host as the user", "https://sandbox.example@evil.example/", "credentials"],
    ["an empty user", "https://@sandbox.example/", "credentials"],
    ["an encoded @ in the user", "https://sandbox.example%40@evil.example/", "credentials"],
  ])("%s", (_, url, reason) => {
    for (const kind of KINDS) expect(checkUrl(kind, url, policy)).toEqual({ ok: false, reason });
  });
});

describe("checkUrl matches allowed origins exactly", () => {
  it.each<[string, string, UrlKind, UrlRefusal | string]>([
    ["the sandbox's pay page", `${SANDBOX}/sandbox/pay/d-1?x=1#top`, "redirect", `${SANDBOX}/sandbox/pay/d-1?x=1#top`],
    ["the default port written out", "https://sandbox.example:443/pay", "redirect", `${SANDBOX}/pay`],
    ["a host in capitals", "https://SANDBOX.example/pay", "redirect", `${SANDBOX}/pay`],
    ["an allowed origin with its port", "https://games.example:8443/play?s=1", "frame", "https://games.example:8443/play?s=1"],
    ["the same host on another port", "https://games.example/play", "frame", "origin-not-allowed"],
    ["http instead of https", "http://sandbox.example/pay", "redirect", "origin-not-allowed"],
    ["a look-alike prefix", "https://evil-sandbox.example/pay", "redirect", "origin-not-allowed"],
    ["a look-alike suffix", "https://sandbox.example.evil.example/pay", "redirect", "origin-not-allowed"],
    ["a subdomain", "https://pay.sandbox.example/", "frame", "origin-not-allowed"],
    ["a trailing dot", "https://sandbox.example./pay", "redirect", "origin-not-allowed"],
    ["a Cyrillic look-alike", "https://sаndbox.example/pay", "redirect", "origin-not-allowed"],
    ["an unknown https site", "https://evil.example/", "redirect", "origin-not-allowed"],
    ["an unknown script host", "https://cdn.evil.example/tag.js", "script", "origin-not-allowed"],
  ])("%s (%s, %s)", (_, url, kind, expected) => {
    expectCheck(checkUrl(kind, url, policy), expected);
  });

  it("ignores allowed entries that are not origins (no wildcards, no bare hosts)", () => {
    const loose: UrlPolicy = { siteOrigin: SITE, allowedOrigins: ["*.example", "sandbox.example", "*", ""] };
    expect(checkUrl("frame", `${SANDBOX}/play`, loose)).toEqual({ ok: false, reason: "origin-not-allowed" });
  });
});

describe("checkUrl and the site's own origin", () => {
  it.each<[UrlKind, string, UrlRefusal | string]>([
    ["redirect", "/casino?modal=login", `${SITE}/casino?modal=login`],
    ["redirect", `${SITE}/deposit`, `${SITE}/deposit`],
    ["script", "/assets/tag.js", "origin-not-allowed"],
    ["script", `${SITE}/assets/tag.js`, "origin-not-allowed"],
    ["link", "privacy-policy", `${SITE}/privacy-policy`],
    ["frame", `${SITE}/sandbox/games/x/play`, "same-origin-frame"],
    ["frame", "/sandbox/games/x/play", "same-origin-frame"],
    ["frame", "?at=1", "same-origin-frame"],
  ])("%s %s", (kind, url, expected) => {
    expectCheck(checkUrl(kind, url, policy), expected);
  });

  it("takes a script from the site's origin only when that origin is listed (a tag is a third party's)", () => {
    expect(checkUrl("script", "/tag.js", { siteOrigin: SITE, allowedOrigins: [SITE] })).toEqual({ ok: true, url: `${SITE}/tag.js` });
  });

  it("refuses a frame on the site's origin even when that origin is listed as allowed", () => {
    expect(checkUrl("frame", `${SITE}/game`, { siteOrigin: SITE, allowedOrigins: [SITE] })).toEqual({ ok: false, reason: "same-origin-frame" });
  });
});

describe("checkUrl: links go to any https site, never to http", () => {
  it.each<[string, UrlRefusal | string]>([
    ["https://partner.example/news", "https://partner.example/news"],
    ["http://partner.example/news", "insecure"],
    ["mailto:support@casino.example", "scheme"],
  ])("%s", (url, expected) => {
    expectCheck(checkUrl("link", url, policy), expected);
  });
});

describe("checkUrl: http only for an allowed loopback origin in development", () => {
  const dev = { siteOrigin: "http://localhost:4303", allowedOrigins: ["http://127.0.0.1:4120", "http://sandbox.example"] };
  it.each<[string, boolean, UrlKind, UrlRefusal | string]>([
    ["http://127.0.0.1:4120/sandbox/games/x/play", true, "frame", "http://127.0.0.1:4120/sandbox/games/x/play"],
    ["http://127.0.0.1:4120/sandbox/pay/1", false, "redirect", "insecure"],
    ["http://sandbox.example/pay", true, "redirect", "insecure"],
    ["http://127.0.0.1:4999/pay", true, "redirect", "origin-not-allowed"],
    ["http://localhost:4303/casino", false, "redirect", "http://localhost:4303/casino"],
    ["http://localhost:4303/game", true, "frame", "same-origin-frame"],
  ])("%s (insecure allowed: %s)", (url, allowInsecureOrigins, kind, expected) => {
    expectCheck(checkUrl(kind, url, { ...dev, allowInsecureOrigins }), expected);
  });
});

describe("isLoopbackOrigin", () => {
  it.each([
    ["http://localhost:5173", true],
    ["http://127.0.0.1:4000", true],
    ["http://[::1]:4000", true],
    ["https://casino.example", false],
    ["http://localhost.evil.example", false],
    ["not a url", false],
  ])("%s -> %s", (origin, expected) => {
    expect(isLoopbackOrigin(origin)).toBe(expected);
  });
});

describe("checkUrl: the allowed origins are CSP host sources, with `*.` only for a script", () => {
  const hosts: UrlPolicy = { siteOrigin: SITE, allowedOrigins: ["https://*.cdn.example", "https://tags.example:8443", "http://[::1]:4100"] };
  it.each<[string, UrlKind, string, UrlRefusal | string]>([
    ["a subdomain of a wildcard", "script", "https://eu.cdn.example/a.js", "https://eu.cdn.example/a.js"],
    ["a deeper subdomain", "script", "https://a.b.cdn.example/a.js", "https://a.b.cdn.example/a.js"],
    ["the wildcard's own host", "script", "https://cdn.example/a.js", "origin-not-allowed"],
    ["a host that only ends like it", "script", "https://evilcdn.example/a.js", "origin-not-allowed"],
    ["a wildcard for a frame", "frame", "https://eu.cdn.example/play", "origin-not-allowed"],
    ["a wildcard for a redirect", "redirect", "https://eu.cdn.example/pay", "origin-not-allowed"],
    ["the listed port", "script", "https://tags.example:8443/a.js", "https://tags.example:8443/a.js"],
    ["the default port where another is listed", "script", "https://tags.example/a.js", "origin-not-allowed"],
    ["credentials on an allowed host", "script", "https://user@eu.cdn.example/a.js", "credentials"],
    ["an IPv6 loopback over http without allowInsecureOrigins", "frame", "http://[::1]:4100/play", "insecure"],
  ])("%s (%s)", (_, kind, url, expected) => {
    expectCheck(checkUrl(kind, url, hosts), expected);
  });

  it("lets an IPv6 loopback origin over http through where insecure origins are allowed", () => {
    expect(checkUrl("frame", "http://[::1]:4100/play", { ...hosts, allowInsecureOrigins: true })).toEqual({ ok: true, url: "http://[::1]:4100/play" });
  });
});
