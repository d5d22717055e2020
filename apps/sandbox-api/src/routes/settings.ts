import type { Hono } from "hono";
import type { AppDeps } from "../context.ts";
import { ApiError } from "../http/errors.ts";
import { resolveBrand } from "../repos/brands.ts";
import { requestOrigin } from "./catalog-query.ts";

const ORIGIN_LISTS = ["gameProviderOrigins", "paymentPageOrigins"] as const;

/**
 * The sandbox's demo games and hosted payment pages live on its own origin (the one the request reached, as the
 * game launch and deposit answers write it): the brand's lists of allowed origins name it too, so the front end's
 * URL gate lets them in, and only them.
 */
function withOwnOrigin(settings: Record<string, unknown>, origin: string): Record<string, unknown> {
  const lists = ORIGIN_LISTS.map((key) => {
    const listed = Array.isArray(settings[key]) ? (settings[key] as unknown[]) : [];
    return [key, listed.includes(origin) ? listed : [...listed, origin]];
  });
  return { ...settings, ...Object.fromEntries(lists) };
}

export function registerSettingsRoutes(app: Hono, { db, webVitalsSampleRate }: AppDeps): void {
  app.get("/api/core/casino/settings2", (c) => {
    const brand = resolveBrand(db, c.req.header("x-system-token"));
    if (!brand) {
      throw new ApiError(
        503,
        "NO_BRAND",
        "No brand is seeded: add brands/<brand>/brand.json and reset the sandbox database",
      );
    }
    // The e2e run has every visit report its vitals, so `pnpm bench vitals` reads figures from its page loads.
    const settings = webVitalsSampleRate === undefined ? brand.settings : { ...brand.settings, webVitalsSampleRate };
    return c.json({ success: true, data: withOwnOrigin(settings, requestOrigin(c)) });
  });
}
