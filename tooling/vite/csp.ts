import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join, resolve } from "node:path";
import type { Plugin, ResolvedConfig } from "vite";

/**
 * The brand's Content-Security-Policy, written at build time from brand.json (and its VITE_SETTING_* overrides):
 * - `contentSecurity.tagScriptHosts`: script-src (the script loader's allow-list is the same setting);
 * - `gameProviderOrigins`: frame-src (the play page's providers, the URL gate's list for the game frame);
 * - `contentSecurity.allowInlineTagScripts`: 'unsafe-inline' in script-src (off by default: see the README's warning);
 * - `api.baseUrl`: connect-src (http and ws), img-src (thumbnails) and frame-src (the API's game and pay pages);
 * - `reCaptchaSiteKey`: Google's reCAPTCHA origins in script-src and frame-src;
 * - `reverseGeocodingUrl` / `retargetingPixelUrl`: their origins in connect-src / img-src when on another site.
 * Trusted Types are enforced: the app's two policies (packages/shell/src/security/trusted-types.ts) and DOMPurify's.
 */

/** The Trusted Types policies the app creates: shell's HTML and script policies, and DOMPurify's parser policy. */
export const TRUSTED_TYPES_POLICIES = ["casino-html", "casino-scripts", "dompurify"] as const;
/** packages/domain's RECAPTCHA_ORIGINS (tooling can't import the packages): reCAPTCHA v3's script and anchor frame. */
const RECAPTCHA_ORIGINS = ["https://www.google.com", "https://www.gstatic.com"] as const;

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);
const SOURCE = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*|\[::1\])(:\d{1,5})?\/?$/i;

/**
 * One allow-list entry as a CSP host source (`https://host`, `https://*.host`, a port allowed; http only for
 * localhost), or an Error naming the setting: a path, a keyword, a space or a semicolon would change the policy.
 */
export function hostSource(entry: unknown, setting: string): string {
  const match = typeof entry === "string" ? SOURCE.exec(entry.trim()) : null;
  const scheme = match?.[1]?.toLowerCase();
  const host = match?.[3]?.toLowerCase();
  if (!match || !host || (scheme === "http" && !LOCAL_HOSTS.has(host))) {
    throw new Error(`brand.json ${setting}: ${JSON.stringify(entry)} is not an https origin (https://host, https://*.host, an optional port)`);
  }
  return `${scheme}://${match[2] ?? ""}${host}${match[4] ?? ""}`;
}

/** The origin of an absolute http(s) URL setting (https unless on localhost); undefined for a relative one or empty. */
function originOf(url: unknown, setting: string): string | undefined {
  if (typeof url !== "string" || url === "" || url.startsWith("/")) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`brand.json ${setting}: ${JSON.stringify(url)} is not a URL`);
  }
  return hostSource(parsed.origin, setting);
}

/** An http(s) origin with its WebSocket twin (socket.io upgrades to ws/wss on the API's host). */
const withSocket = (origin: string) => [origin, origin.replace(/^http/, "ws")];

const list = (value: unknown, setting: string): string[] => {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new Error(`brand.json ${setting}: must be a list of origins`);
  return value.map((entry) => hostSource(entry, setting));
};

const record = (value: unknown): Record<string, unknown> => (value && typeof value === "object" ? (value as Record<string, unknown>) : {});

export interface PolicyOptions {
  /**
   * Origins the server in front of the site forwards the API to and that answer with absolute URLs on their own origin
   * (the sandbox behind `pnpm preview`): connect-src, img-src and frame-src, as the API's origin.
   */
  apiOrigins?: readonly string[];
}

/** The policy for brand settings (brand.json merged with its build-time overrides); throws on an invalid origin. */
export function contentSecurityPolicy(settings: Readonly<Record<string, unknown>>, options: PolicyOptions = {}): string {
  const security = record(settings["contentSecurity"]);
  const inline = security["allowInlineTagScripts"] ?? false;
  if (typeof inline !== "boolean") throw new Error("brand.json contentSecurity.allowInlineTagScripts: must be true or false");
  const api = [originOf(record(settings["api"])["baseUrl"], "api.baseUrl"), ...(options.apiOrigins ?? []).map((o) => hostSource(o, "API origin"))].filter(
    (origin): origin is string => origin !== undefined,
  );
  const recaptcha = typeof settings["reCaptchaSiteKey"] === "string" && settings["reCaptchaSiteKey"] !== "";
  const geocoder = originOf(settings["reverseGeocodingUrl"], "reverseGeocodingUrl");
  const pixel = originOf(settings["retargetingPixelUrl"], "retargetingPixelUrl");

  const directives: Array<[string, Array<string | undefined | false>]> = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...list(security["tagScriptHosts"], "contentSecurity.tagScriptHosts"), ...(recaptcha ? RECAPTCHA_ORIGINS : []), inline && "'unsafe-inline'"]],
    ["style-src", ["'self'"]],
    // data: for the icon masks and QR codes, blob: for a KYC document's preview, the API's thumbnails.
    ["img-src", ["'self'", "data:", "blob:", ...api, pixel]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...api.flatMap(withSocket), geocoder]],
    // The game frame (the provider's origin, or the API's demo games) and reCAPTCHA's anchor; never the site itself.
    ["frame-src", [...api, ...list(settings["gameProviderOrigins"], "gameProviderOrigins"), recaptcha && RECAPTCHA_ORIGINS[0]]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
    ["require-trusted-types-for", ["'script'"]],
    ["trusted-types", [...TRUSTED_TYPES_POLICIES]],
  ];
  return directives
    .map(([name, sources]) => {
      const kept = [...new Set(sources.filter((source): source is string => typeof source === "string" && source !== ""))];
      return `${name} ${kept.length > 0 ? kept.join(" ") : "'none'"}`;
    })
    .join("; ");
}

/** The headers every page of the site gets (the policy, its legacy framing twin, no MIME sniffing). */
export function securityHeaders(policy: string): Record<string, string> {
  return { "Content-Security-Policy": policy, "X-Frame-Options": "DENY", "X-Content-Type-Options": "nosniff" };
}

/** `dist/_headers` in the Netlify / Cloudflare Pages format: the security headers on every path, a year's cache on assets. */
export function headersFile(policy: string): string {
  const lines = Object.entries(securityHeaders(policy)).map(([name, value]) => `  ${name}: ${value}`);
  return ["/*", ...lines, "/assets/*", "  Cache-Control: public, max-age=31536000, immutable", ""].join("\n");
}

/** The policy a build wrote into its `_headers` file. */
export function policyInHeadersFile(text: string): string | undefined {
  return /^\s+Content-Security-Policy:\s*(.+)$/m.exec(text)?.[1]?.trim();
}

/** Adds API origins to a built policy (connect-src with their sockets, img-src, frame-src); a 'none' gives way. */
export function withApiOrigins(policy: string, origins: readonly string[]): string {
  const extra: Record<string, string[]> = {
    "connect-src": origins.flatMap(withSocket),
    "img-src": [...origins],
    "frame-src": [...origins],
  };
  return policy
    .split(/;\s*/)
    .map((directive) => {
      const [name = "", ...sources] = directive.split(/\s+/);
      const added = extra[name];
      if (!added) return directive;
      const kept = sources.filter((s) => s !== "'none'");
      return [name, ...new Set([...kept, ...added])].join(" ");
    })
    .join("; ");
}

/**
 * Connect middleware for `vite preview`: the build's headers (its `_headers` file) on every answer of the site, with
 * `apiOrigins` (the proxied sandbox) added to the policy; paths under `skip` (the proxied API) are left alone.
 */
export function securityHeadersMiddleware(outDir: string, apiOrigins: readonly string[], skip: readonly string[]) {
  const file = join(outDir, "_headers");
  let headers: Record<string, string> | undefined;
  const read = () => {
    const policy = existsSync(file) ? policyInHeadersFile(readFileSync(file, "utf8")) : undefined;
    if (!policy) throw new Error(`${file} has no Content-Security-Policy: build the brand again`);
    return securityHeaders(withApiOrigins(policy, apiOrigins.map((origin) => hostSource(new URL(origin).origin, "API origin"))));
  };
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const path = req.url ?? "/";
    if (!skip.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`))) {
      headers ??= read();
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    }
    next();
  };
}

/**
 * What in a page the policy would block: an inline script or style element, a style attribute or an inline event
 * handler (the policy has no 'unsafe-inline' and no hashes: index.html needs none). Empty when nothing.
 */
export function inlineCodeIn(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) if (!/\ssrc\s*=/i.test(match[1] ?? "")) found.push(match[0]);
  for (const match of html.matchAll(/<style\b[^>]*>|\s(?:style|on[a-z]+)\s*=\s*["'][^"']*["']/gi)) found.push(match[0].trim());
  return found;
}

/**
 * Build: writes `_headers` with the brand's policy (a bad origin in brand.json fails the build). Preview: sends it,
 * with the proxied API's origin added (`apiOrigins`).
 */
export function contentSecurity(options: { settings: Readonly<Record<string, unknown>>; apiOrigins: readonly string[]; apiPaths: readonly string[] }): Plugin {
  let config: ResolvedConfig | undefined;
  let policy: string | undefined;
  return {
    name: "casino-content-security",
    configResolved(resolved) {
      config = resolved;
      if (resolved.command === "build") policy = contentSecurityPolicy(options.settings);
    },
    transformIndexHtml: {
      order: "post",
      handler(html) {
        const inline = inlineCodeIn(html);
        if (config?.command === "build" && inline.length > 0) {
          throw new Error(`index.html has inline code the Content-Security-Policy blocks: ${inline.join(", ")}`);
        }
      },
    },
    generateBundle() {
      if (policy) this.emitFile({ type: "asset", fileName: "_headers", source: headersFile(policy) });
    },
    configurePreviewServer(server) {
      server.middlewares.use(securityHeadersMiddleware(resolve(config!.root, config!.build.outDir), options.apiOrigins, options.apiPaths));
    },
  };
}
