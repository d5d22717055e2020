import type { Hono } from "hono";
import type { AppDeps } from "../context.ts";
import { findGameBySlug } from "../repos/catalog-game-rows.ts";
import { gameNotFound } from "./catalog-games.ts";
import { thumbnailPng } from "./catalog-thumbnail-png.ts";
import { thumbnailSvg } from "./catalog-thumbnail-svg.ts";

/** A game's tile never changes for its slug (same seed, same picture): browsers may keep it for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

export function registerCatalogThumbnailRoutes(app: Hono, { db }: AppDeps): void {
  // The catalogue links the PNG (thumbnailUrl); the SVG of the same tile stays for a sharp picture at any size.
  app.get("/sandbox/thumbnails/:file", (c) => {
    const [, slug, format] = /^(.+)\.(png|svg)$/.exec(c.req.param("file")) ?? [];
    const row = slug ? findGameBySlug(db, slug) : undefined;
    if (!row) throw gameNotFound();
    const etag = `"${row.slug}-${format}-2"`;
    c.header("Cache-Control", IMMUTABLE);
    c.header("ETag", etag);
    if (c.req.header("if-none-match") === etag) return c.body(null, 304);
    const game = { slug: row.slug, name: row.name, provider: row.provider_name };
    if (format === "svg") {
      c.header("Content-Type", "image/svg+xml; charset=utf-8");
      return c.body(thumbnailSvg(game));
    }
    c.header("Content-Type", "image/png");
    return c.body(new Uint8Array(thumbnailPng(game)));
  });
}
