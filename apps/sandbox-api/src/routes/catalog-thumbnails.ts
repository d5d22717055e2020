import type { Hono } from "hono";
import type { AppDeps } from "../context.ts";
import { findGameBySlug } from "../repos/catalog-game-rows.ts";
import { gameNotFound } from "./catalog-games.ts";
import { thumbnailSvg } from "./catalog-thumbnail-svg.ts";

/** A game's tile never changes for its slug (same seed, same picture): browsers may keep it for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

export function registerCatalogThumbnailRoutes(app: Hono, { db }: AppDeps): void {
  app.get("/sandbox/thumbnails/:file", (c) => {
    const file = c.req.param("file");
    const row = file.endsWith(".svg") ? findGameBySlug(db, file.slice(0, -".svg".length)) : undefined;
    if (!row) throw gameNotFound();
    const etag = `"${row.slug}-1"`;
    c.header("Cache-Control", IMMUTABLE);
    c.header("ETag", etag);
    if (c.req.header("if-none-match") === etag) return c.body(null, 304);
    c.header("Content-Type", "image/svg+xml; charset=utf-8");
    return c.body(thumbnailSvg({ slug: row.slug, name: row.name, provider: row.provider_name }));
  });
}
