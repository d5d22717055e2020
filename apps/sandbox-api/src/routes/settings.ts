import type { Hono } from "hono";
import type { AppDeps } from "../context.ts";
import { ApiError } from "../http/errors.ts";
import { resolveBrand } from "../repos/brands.ts";

export function registerSettingsRoutes(app: Hono, { db }: AppDeps): void {
  app.get("/api/core/casino/settings2", (c) => {
    const brand = resolveBrand(db, c.req.header("x-system-token"));
    if (!brand) {
      throw new ApiError(
        503,
        "NO_BRAND",
        "No brand is seeded: add brands/<brand>/brand.json and reset the sandbox database",
      );
    }
    return c.json({ success: true, data: brand.settings });
  });
}
