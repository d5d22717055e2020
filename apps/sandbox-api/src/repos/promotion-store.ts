import type { Promotion, PromotionSummary } from "@casino/api-client";
import type { Database } from "better-sqlite3";
import { localised } from "./localised.ts";

interface PromotionRow {
  id: number;
  slug: string;
  bonus_id: number | null;
  texts_json: string;
  starts_at: string | null;
  ends_at: string | null;
  sort_order: number;
  hue: number;
}

export interface PromotionTexts {
  title: string;
  summary: string;
  bodyHtml: string;
  termsHtml: string;
}

export const promotionImageUrl = (origin: string, slug: string) => `${origin}/sandbox/promotion-images/${encodeURIComponent(slug)}.svg`;

export const findPromotion = (db: Database, slug: string) =>
  db.prepare("SELECT * FROM promotions WHERE slug = ?").get(slug) as PromotionRow | undefined;

/** Promotions that have not ended, by sort order. */
export const currentPromotions = (db: Database, now: Date) =>
  db.prepare("SELECT * FROM promotions WHERE ends_at IS NULL OR ends_at > ? ORDER BY sort_order, id").all(now.toISOString()) as PromotionRow[];

export function toPromotionSummary(row: PromotionRow, origin: string, language?: string): PromotionSummary {
  const texts = localised<PromotionTexts>(row.texts_json, language);
  return {
    id: row.id,
    slug: row.slug,
    title: texts.title,
    summary: texts.summary,
    imageUrl: promotionImageUrl(origin, row.slug),
    bonusId: row.bonus_id,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
  };
}

export function toPromotion(row: PromotionRow, origin: string, language?: string): Promotion {
  const texts = localised<PromotionTexts>(row.texts_json, language);
  return { ...toPromotionSummary(row, origin, language), bodyHtml: texts.bodyHtml, termsHtml: texts.termsHtml };
}

export const promotionHue = (row: PromotionRow) => row.hue;
