import type { ContentTexts } from "@casino/api-client";
import type { Hono } from "hono";
import * as v from "valibot";
import type { AppDeps } from "../context.ts";
import { notFound } from "../http/errors.ts";
import { readQuery } from "../http/validate.ts";
import { contentTexts, findContentLocale, listScripts } from "../repos/catalog-content.ts";
import { boolParam } from "./catalog-query.ts";

const ContentQuery = v.object({ version: v.optional(v.pipe(v.string(), v.maxLength(64))) });

const ScriptsQuery = v.object({
  enableAuthUsers: v.optional(boolParam, "false"),
  enableDepositors: v.optional(boolParam, "false"),
  cacheHash: v.optional(v.pipe(v.string(), v.maxLength(64))),
});

/** With a version or hash in the URL an answer can be kept (spec §9: content 5 minutes); without, never. */
const cacheControl = (versioned: boolean) => (versioned ? "public, max-age=300" : "no-cache");

export function registerCatalogContentRoutes(app: Hono, { db }: AppDeps): void {
  app.get("/api/core/casino/locales/:file", (c) => {
    const { version } = readQuery(c, ContentQuery);
    const file = c.req.param("file");
    const locale = file.endsWith(".json") ? findContentLocale(db, file.slice(0, -".json".length)) : undefined;
    if (!locale) throw notFound(`No content for "${file}"`, "LOCALE_NOT_FOUND");
    c.header("Cache-Control", cacheControl(version !== undefined));
    const data: ContentTexts = { locale, texts: contentTexts(db, locale) };
    return c.json({ success: true, data });
  });

  app.get("/api/core/casino/scripts", (c) => {
    const query = readQuery(c, ScriptsQuery);
    c.header("Cache-Control", cacheControl(query.cacheHash !== undefined));
    const data = listScripts(db, { authenticated: query.enableAuthUsers, depositor: query.enableDepositors });
    return c.json({ success: true, data });
  });
}
