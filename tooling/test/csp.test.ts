import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentSecurityPolicy, headersFile, hostSource, inlineCodeIn, policyInHeadersFile, securityHeadersMiddleware, withApiOrigins } from "../vite/csp.ts";
import { removeTree, writeTree } from "./temp-tree.ts";

/** The policy as directive -> sources. */
const directives = (policy: string) => Object.fromEntries(policy.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));

describe("contentSecurityPolicy", () => {
  it("is strict with no extra hosts: only the site's own files, nothing framed, Trusted Types enforced", () => {
    expect(directives(contentSecurityPolicy({ api: { baseUrl: "" } }))).toEqual({
      "default-src": ["'self'"],
      "script-src": ["'self'"],
      "style-src": ["'self'"],
      "img-src": ["'self'", "data:", "blob:"],
      "font-src": ["'self'"],
      "connect-src": ["'self'"],
      "frame-src": ["'none'"],
      "object-src": ["'none'"],
      "base-uri": ["'none'"],
      "form-action": ["'self'"],
      "frame-ancestors": ["'none'"],
      "require-trusted-types-for": ["'script'"],
      "trusted-types": ["casino-html", "casino-scripts", "dompurify"],
    });
  });

  it.each([
    ["a production API: its origin for requests, sockets (wss), thumbnails and its pages", { api: { baseUrl: "https://api.example.com/v2" } }, {
      "connect-src": ["'self'", "https://api.example.com", "wss://api.example.com"],
      "img-src": ["'self'", "data:", "blob:", "https://api.example.com"],
      "frame-src": ["https://api.example.com"],
    }],
    ["a local API over http: ws for its socket", { api: { baseUrl: "http://localhost:4000" } }, {
      "connect-src": ["'self'", "http://localhost:4000", "ws://localhost:4000"],
    }],
    ["tag-script hosts and game origins from brand.json", { contentSecurity: { tagScriptHosts: ["https://tags.example/", "https://*.cdn.example"] }, gameProviderOrigins: ["https://games.provider.example:8443"] }, {
      "script-src": ["'self'", "https://tags.example", "https://*.cdn.example"],
      "frame-src": ["https://games.provider.example:8443"],
    }],
    ["the inline opt-in", { contentSecurity: { allowInlineTagScripts: true } }, { "script-src": ["'self'", "'unsafe-inline'"] }],
    ["a reCAPTCHA site key", { reCaptchaSiteKey: "k" }, {
      "script-src": ["'self'", "https://www.google.com", "https://www.gstatic.com"],
      "frame-src": ["https://www.google.com"],
    }],
    ["an outside geocoder and pixel", { reverseGeocodingUrl: "https://geo.example/reverse", retargetingPixelUrl: "https://px.example/p.gif" }, {
      "connect-src": ["'self'", "https://geo.example"],
      "img-src": ["'self'", "data:", "blob:", "https://px.example"],
    }],
    ["a geocoder on the site itself", { reverseGeocodingUrl: "/sandbox/reverse-geocode" }, { "connect-src": ["'self'"] }],
  ])("%s", (_name, settings, expected) => {
    expect(directives(contentSecurityPolicy(settings))).toMatchObject(expected);
  });

  it.each([
    ["a host without a scheme", { contentSecurity: { tagScriptHosts: ["tags.example"] } }, /tagScriptHosts: "tags.example"/],
    ["plain http to another host", { contentSecurity: { tagScriptHosts: ["http://tags.example"] } }, /not an https origin/],
    ["a path", { gameProviderOrigins: ["https://games.example/play"] }, /gameProviderOrigins/],
    ["a keyword smuggled in", { contentSecurity: { tagScriptHosts: ["'unsafe-eval'"] } }, /tagScriptHosts/],
    ["a second directive smuggled in", { contentSecurity: { tagScriptHosts: ["https://a.example; script-src *"] } }, /tagScriptHosts/],
    ["a list that is not one", { contentSecurity: { tagScriptHosts: "https://a.example" } }, /must be a list/],
    ["a non-boolean flag", { contentSecurity: { allowInlineTagScripts: "yes" } }, /allowInlineTagScripts/],
    ["an API over http", { api: { baseUrl: "http://api.example.com" } }, /api.baseUrl/],
  ])("refuses %s at build", (_name, settings, message) => {
    expect(() => contentSecurityPolicy(settings)).toThrow(message);
  });

  it("normalises a host source (case, trailing slash)", () => {
    expect(hostSource("HTTPS://Tags.Example/", "x")).toBe("https://tags.example");
  });
});

describe("the headers file and the preview", () => {
  const policy = contentSecurityPolicy({});

  it("writes the policy for every path in the CDN format and reads it back", () => {
    const file = headersFile(policy);
    expect(file).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self';/);
    expect(file).toContain("  X-Frame-Options: DENY\n");
    expect(policyInHeadersFile(file)).toBe(policy);
  });

  it("adds the proxied API's origins, replacing a 'none'", () => {
    expect(directives(withApiOrigins(policy, ["http://127.0.0.1:4100"]))).toMatchObject({
      "connect-src": ["'self'", "http://127.0.0.1:4100", "ws://127.0.0.1:4100"],
      "img-src": ["'self'", "data:", "blob:", "http://127.0.0.1:4100"],
      "frame-src": ["http://127.0.0.1:4100"],
      "script-src": ["'self'"],
    });
  });

  let dist: string;
  let server: Server;
  let base: string;
  beforeAll(async () => {
    dist = writeTree({ "_headers": headersFile(policy) });
    const headers = securityHeadersMiddleware(dist, ["http://127.0.0.1:4100"], ["/api"]);
    server = createServer((req, res) => headers(req, res, () => res.end("ok")));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    removeTree(dist);
  });

  it("sends the built policy with the sandbox's origin on the site's answers, none on the API's", async () => {
    const page = await fetch(`${base}/casino`);
    expect(page.headers.get("content-security-policy")).toBe(withApiOrigins(policy, ["http://127.0.0.1:4100"]));
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    expect((await fetch(`${base}/api/core/casino/settings2`)).headers.get("content-security-policy")).toBeNull();
  });
});

describe("inlineCodeIn", () => {
  it("finds what the policy would block in a page, and passes the built index.html's kind of markup", () => {
    const clean = `<title>x</title><script type="module" crossorigin src="/assets/index.js"></script><link rel="stylesheet" href="/assets/s.css"><div id="root"></div>`;
    expect(inlineCodeIn(clean)).toEqual([]);
    expect(inlineCodeIn(`<script>boot()</script><style>p{}</style><div style="color:red" onclick='x()'></div>`)).toEqual([
      "<script>",
      "<style>",
      'style="color:red"',
      "onclick='x()'",
    ]);
  });

  it("finds nothing in the app's index.html", () => {
    expect(inlineCodeIn(readFileSync(join(import.meta.dirname, "../../apps/player/index.html"), "utf8"))).toEqual([]);
  });
});
