import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkUrl, URL_KINDS, URL_REFUSALS, type UrlPolicy } from "./check-url.ts";

const SITE = "https://casino.example";
const ALLOWED = ["https://sandbox.example", "https://games.example:8443", "http://127.0.0.1:4120"];
const policy: UrlPolicy = { siteOrigin: SITE, allowedOrigins: ALLOWED };
const kind = fc.constantFrom(...URL_KINDS);
const allowedOrigin = fc.constantFrom(...ALLOWED);
/** What an attacker types: any text, with an eye for the characters that matter in URLs. */
const hostile = fc.oneof(
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.string({ unit: fc.constantFrom(..."/\\:@.%#?&= \t\n\u0000javscriptdtJS<>'\"ABC123"), maxLength: 40 }),
  fc.webUrl({ validSchemes: ["https", "http", "javascript", "data", "ftp"], authoritySettings: { withUserInfo: true, withPort: true, withIPv4: true } }),
);
const safePath = fc.webPath();
const label = fc.stringMatching(/^[a-z][a-z0-9]{0,11}$/);
const INVISIBLE = [..."\u0000\u0009\u000a\u000d\u001f\u0020\u007f\u0085\u00a0\u00ad\u200b\u200e\u2028\u2029\u202e\u3000\ufeff"];

describe("checkUrl properties (fast-check)", () => {
  it("never throws, and answers a URL or one of its refusals", () => {
    fc.assert(
      fc.property(kind, hostile, (k, url) => {
        const result = checkUrl(k, url, policy);
        if (result.ok) expect(typeof result.url).toBe("string");
        else expect(URL_REFUSALS).toContain(result.reason);
      }),
      { numRuns: 2000 },
    );
  });

  it("accepts only http(s) without credentials, on the site, an allowed origin or (a link) any https site", () => {
    fc.assert(
      fc.property(kind, hostile, (k, url) => {
        const result = checkUrl(k, url, policy);
        if (!result.ok) return;
        const parsed = new URL(result.url);
        expect(["https:", "http:"]).toContain(parsed.protocol);
        expect(parsed.username + parsed.password).toBe("");
        const onSite = parsed.origin === SITE;
        if (k === "frame") expect(onSite).toBe(false);
        if (k !== "link" && !onSite) expect(ALLOWED).toContain(parsed.origin);
        if (parsed.protocol === "http:") expect(onSite).toBe(true); // insecure origins were not allowed here
      }),
      { numRuns: 2000 },
    );
  });

  it("refuses script-running schemes in any case, with any payload, for every kind", () => {
    const scheme = fc.constantFrom("javascript", "data", "vbscript", "blob", "file").chain((name) => fc.mixedCase(fc.constant(name)));
    fc.assert(
      fc.property(kind, scheme, fc.string({ maxLength: 40 }), (k, name, payload) => {
        expect(checkUrl(k, `${name}:${payload}`, policy).ok).toBe(false);
      }),
    );
  });

  it("refuses a look-alike of an allowed host (prefix, suffix, subdomain, parent) for redirects and frames", () => {
    const host = fc.constantFrom("sandbox.example", "games.example:8443");
    const lookAlike = fc.tuple(host, label).chain(([h, l]) => {
      const [name, port] = h.split(":") as [string, string | undefined];
      const withPort = (value: string) => (port ? `${value}:${port}` : value);
      return fc.constantFrom(withPort(`${l}-${name}`), withPort(`${l}${name}`), withPort(`${name}.${l}`), withPort(`${l}.${name}`), withPort(`${name}-${l}`));
    });
    fc.assert(
      fc.property(fc.constantFrom("redirect", "frame", "script" as const), lookAlike, safePath, (k, authority, path) => {
        expect(checkUrl(k, `https://${authority}${path}`, policy)).toEqual({ ok: false, reason: "origin-not-allowed" });
      }),
    );
  });

  it("accepts any path on an allowed https origin, and a second check of the answer gives the same URL", () => {
    fc.assert(
      fc.property(kind, fc.constantFrom(...ALLOWED.filter((o) => o.startsWith("https:"))), safePath, (k, origin, path) => {
        const result = checkUrl(k, `${origin}${path}`, policy);
        expect(result.ok).toBe(true);
        if (result.ok) expect(checkUrl(k, result.url, policy)).toEqual(result);
      }),
    );
  });

  it("refuses an accepted URL once an invisible or control character is slipped in anywhere", () => {
    fc.assert(
      fc.property(kind, allowedOrigin, safePath, fc.constantFrom(...INVISIBLE), fc.nat(), (k, origin, path, char, at) => {
        const url = `${origin}${path}`;
        const index = at % (url.length + 1);
        expect(checkUrl(k, `${url.slice(0, index)}${char}${url.slice(index)}`, { ...policy, allowInsecureOrigins: true })).toEqual({
          ok: false,
          reason: "obfuscated",
        });
      }),
    );
  });

  it("never accepts http on a host that is not the machine itself, even when listed and allowed", () => {
    fc.assert(
      fc.property(kind, fc.domain(), safePath, (k, host, path) => {
        fc.pre(host !== "localhost");
        const origin = `http://${host}`;
        const result = checkUrl(k, `${origin}${path}`, { siteOrigin: SITE, allowedOrigins: [origin], allowInsecureOrigins: true });
        expect(result.ok).toBe(false);
      }),
    );
  });
});
