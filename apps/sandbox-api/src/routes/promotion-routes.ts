import type { PromotionList } from "@casino/api-client";
import type { Hono } from "hono";
import type { AppDeps } from "../context.ts";
import { notFound } from "../http/errors.ts";
import { readQuery } from "../http/validate.ts";
import { localised } from "../repos/localised.ts";
import { currentPromotions, findPromotion, toPromotion, toPromotionSummary, type PromotionTexts } from "../repos/promotion-store.ts";
import { bannerSvg } from "./bonus-banner-svg.ts";
import { LanguageQuery, languageOf } from "./bonus-query.ts";
import { requestOrigin } from "./catalog-query.ts";

const promotionNotFound = () => notFound("Promotion not found", "PROMOTION_NOT_FOUND");

export function registerPromotionRoutes(app: Hono, { db, clock }: AppDeps): void {
  app.get("/api/admin/promotions", (c) => {
    const language = languageOf(c, readQuery(c, LanguageQuery).language);
    const rows = currentPromotions(db, clock()).map((row) => toPromotionSummary(row, requestOrigin(c), language));
    const data: PromotionList = { rows, count: rows.length };
    return c.json({ success: true, data });
  });

  app.get("/api/admin/promotions/:slug", (c) => {
    const row = findPromotion(db, c.req.param("slug"));
    if (!row) throw promotionNotFound();
    const language = languageOf(c, readQuery(c, LanguageQuery).language);
    return c.json({ success: true, data: toPromotion(row, requestOrigin(c), language) });
  });

  app.get("/sandbox/promotion-images/:file", (c) => {
    const file = c.req.param("file");
    const row = file.endsWith(".svg") ? findPromotion(db, file.slice(0, -".svg".length)) : undefined;
    if (!row) throw promotionNotFound();
    const { title } = localised<PromotionTexts>(row.texts_json, "en");
    c.header("Cache-Control", "public, max-age=3600");
    c.header("Content-Type", "image/svg+xml; charset=utf-8");
    return c.body(bannerSvg({ hue: row.hue, headline: title.split(" ").slice(0, 2).join(" "), label: "PROMOTION" }));
  });
}
