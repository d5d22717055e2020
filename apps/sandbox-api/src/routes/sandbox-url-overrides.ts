import type { Context, Hono } from "hono";
import * as v from "valibot";
import type { AppDeps } from "../context.ts";
import { readBody, readQuery } from "../http/validate.ts";
import { FAULT_SCOPE_HEADER } from "./sandbox-faults.ts";

const OVERRIDES_PATH = "/sandbox/url-overrides";
export const URL_OVERRIDE_TARGETS = ["deposit-redirect", "game-launch"] as const;
export type UrlOverrideTarget = (typeof URL_OVERRIDE_TARGETS)[number];

export const UrlOverrideSchema = v.object({
  target: v.picklist(URL_OVERRIDE_TARGETS),
  /** Answered as it is: a hostile value (javascript:, the site's own origin, ...) is the point. */
  url: v.pipe(v.string(), v.maxLength(4096)),
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 1),
  /** Matches only requests whose x-sandbox-scope header equals it (parallel e2e tests stay apart). */
  scope: v.optional(v.pipe(v.string(), v.nonEmpty())),
  /** deposit-redirect: only this payment method's deposits. */
  methodId: v.optional(v.pipe(v.number(), v.integer())),
  /** game-launch: only this game. */
  slug: v.optional(v.pipe(v.string(), v.nonEmpty())),
});
export type UrlOverride = v.InferOutput<typeof UrlOverrideSchema>;

/** The pending overrides of a test-controlled sandbox (none exists in production mode: see createUrlOverrides). */
export class UrlOverrides {
  readonly pending: UrlOverride[] = [];

  add(override: UrlOverride): void {
    this.pending.push(override);
  }

  /** Takes one use of the first override for this request, if any: its URL replaces the one the route made. */
  take(target: UrlOverrideTarget, c: Context, subject: { methodId?: number; slug?: string }): string | undefined {
    const scope = c.req.header(FAULT_SCOPE_HEADER);
    const index = this.pending.findIndex(
      (o) =>
        o.target === target &&
        (o.scope === undefined || o.scope === scope) &&
        (o.methodId === undefined || o.methodId === subject.methodId) &&
        (o.slug === undefined || o.slug === subject.slug),
    );
    const override = this.pending[index];
    if (!override) return undefined;
    if (override.times <= 1) this.pending.splice(index, 1);
    else this.pending[index] = { ...override, times: override.times - 1 };
    return override.url;
  }

  clear(scope?: string): number {
    const before = this.pending.length;
    const kept = scope === undefined ? [] : this.pending.filter((o) => o.scope !== scope);
    this.pending.splice(0, this.pending.length, ...kept);
    return before - kept.length;
  }
}

/** Test controls exist only outside production mode, like the faults: a production sandbox answers its own URLs. */
export function createUrlOverrides(env: Readonly<Record<string, string | undefined>> = process.env): UrlOverrides | undefined {
  return env["NODE_ENV"] === "production" ? undefined : new UrlOverrides();
}

const ClearQuerySchema = v.object({ scope: v.optional(v.string()) });

/**
 * Test control: `POST /sandbox/url-overrides { target, url, times?, scope?, methodId?, slug? }` makes the next
 * deposit redirect (card and redirect methods) or game launch answer `url` instead of the sandbox's own page, so an
 * e2e test can hand the front end a hostile URL from the real server. GET lists, DELETE clears (`?scope=`).
 */
export function registerSandboxUrlOverrideRoutes(app: Hono, { urlOverrides }: AppDeps): void {
  if (!urlOverrides) return;
  app.post(OVERRIDES_PATH, async (c) => {
    const override = await readBody(c, UrlOverrideSchema);
    urlOverrides.add(override);
    return c.json({ success: true, data: { override, pending: urlOverrides.pending.length } }, 201);
  });
  app.get(OVERRIDES_PATH, (c) => c.json({ success: true, data: { overrides: urlOverrides.pending } }));
  app.delete(OVERRIDES_PATH, (c) => {
    const { scope } = readQuery(c, ClearQuerySchema);
    return c.json({ success: true, data: { cleared: urlOverrides.clear(scope) } });
  });
}
