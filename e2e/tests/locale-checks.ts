import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { localeEntries } from "@casino/tooling/i18n/catalogs";
import { sameAsEnglishFor } from "@casino/tooling/i18n/locales";
import { data } from "./players.ts";

/** Checks of a page in another language (issue 31): English left on it, and what does not fit at 320 px. */

const root = new URL("../..", import.meta.url).pathname;

/**
 * The locales of `wanted` that are held to the checks: a locale still named in tooling/i18n/pending-locales.json is
 * being translated (the gate of npm test keeps that list honest: it fails when a pending locale is complete).
 */
export function notPending(wanted: readonly string[]): string[] {
  const pending: string[] = JSON.parse(readFileSync(`${root}/tooling/i18n/pending-locales.json`, "utf8"));
  return wanted.filter((locale) => !pending.includes(locale));
}

/** The English catalog's plain texts (no placeholder or tag), which a translated page must not show. */
export function englishTexts(locale: string): Set<string> {
  const allowed = new Set(sameAsEnglishFor(root, locale));
  return new Set(
    localeEntries(root, "en")
      .map((e) => e.english)
      .filter((text) => !/[{}<]/.test(text) && /\p{L}{2}/u.test(text) && !allowed.has(text)),
  );
}

type Promotion = { slug: string; title: string; summary: string };
type PromotionPage = Promotion & { bodyHtml: string; termsHtml: string };
type Named = { name: string; description: string };

/** The texts of an HTML fragment that read as a phrase (three words or more): "apply." alone may be any language's. */
const phrasesOf = (html: string) =>
  html
    .split(/<[^>]+>/)
    .map((text) => text.trim())
    .filter((text) => text.split(/\s+/).length >= 3);

/**
 * The sandbox's texts in `language`: promotions (with their pages' HTML), tournaments, bonuses, VIP perks and level
 * names, and the payment methods' titles.
 */
async function serverTexts(request: APIRequestContext, language: string): Promise<{ phrases: string[]; levelNames: string[] }> {
  const get = <T>(path: string, params: Record<string, string | number> = {}) =>
    request.get(path, { params: { language, ...params } }).then((response) => data<T>(response));
  const { rows: promotions } = await get<{ rows: Promotion[] }>("/api/admin/promotions");
  const pages = await Promise.all(promotions.map((p) => get<PromotionPage>(`/api/admin/promotions/${p.slug}`)));
  const { rows: tournaments } = await get<{ rows: Named[] }>("/api/admin/tournaments");
  const { rows: bonuses } = await get<{ rows: Named[] }>("/api/admin/get-all-bonus", { limit: 100 });
  const { levels } = await get<{ levels: Array<{ name: string; perks: string[] }> }>("/api/admin/vip-levels");
  const { payments } = await get<{ payments: Array<{ title: string }> }>("/api/admin/get-payments", { currencyCode: "EUR" });
  const phrases = [
    ...payments.map((method) => method.title),
    ...pages.flatMap((p) => [p.title, p.summary, ...phrasesOf(p.bodyHtml), ...phrasesOf(p.termsHtml)]),
    ...[...tournaments, ...bonuses].flatMap((t) => [t.name, t.description]),
    ...levels.flatMap((level) => level.perks),
  ];
  return { phrases, levelNames: levels.map((level) => level.name) };
}

/** The texts of `locale` and English, without those they write alike (a loanword the locale keeps, "Cashback"). */
function apart(english: string[], translated: string[]): { english: Set<string>; translated: Set<string> } {
  const same = (text: string) => english.includes(text) && translated.includes(text);
  return { english: new Set(english.filter((text) => !same(text))), translated: new Set(translated.filter((text) => !same(text))) };
}

export type ServerTexts = Record<"phrases" | "levelNames", { english: Set<string>; translated: Set<string> }>;

/**
 * The sandbox's texts that `locale` says otherwise than English: a page in `locale` must show none of the English
 * ones, and shows its own instead. Phrases are looked for inside the page's text; VIP level names ("Gold I",
 * "Black"), which a game's name may contain, only as a text of their own.
 */
export async function serverTextsOf(request: APIRequestContext, locale: string): Promise<ServerTexts> {
  const [english, translated] = await Promise.all([serverTexts(request, "en"), serverTexts(request, locale)]);
  return { phrases: apart(english.phrases, translated.phrases), levelNames: apart(english.levelNames, translated.levelNames) };
}

/** Which of `texts` (English or translated) a page with the text nodes `nodes` shows. */
export function serverTextsShown(texts: ServerTexts, which: "english" | "translated", nodes: readonly string[]): string[] {
  const joined = nodes.join("");
  const own = new Set(nodes.map((node) => node.trim()));
  return [...[...texts.phrases[which]].filter((text) => joined.includes(text)), ...[...texts.levelNames[which]].filter((name) => own.has(name))];
}

/**
 * The page's visible text, the server's HTML included but for a legal body that a note above it says is kept in one
 * language (the legal pages' `legal.note`), node by node: what the sandbox's texts are looked for in.
 */
export function textOutsideLegalBodies(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const legalBody = (el: Element) => {
      const body = el.closest("[data-server-html]");
      return body !== null && body.parentElement?.querySelector(":scope > [role=note]") != null;
    };
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && parent.checkVisibility({ visibilityProperty: true }) && !legalBody(parent)) texts.push(node.textContent ?? "");
    }
    return texts;
  });
}

/**
 * Every text the page shows or announces: visible text nodes, and labels, placeholders, titles and alt texts. The
 * server's own HTML (a legal body, which may stay English with a note) is not the interface's: it is left out.
 */
export function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const visible = (el: Element) => (el as HTMLElement).checkVisibility?.({ visibilityProperty: true }) ?? true;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? "";
      const parent = node.parentElement;
      if (text !== "" && parent && visible(parent) && !parent.closest("[data-server-html]")) texts.push(text);
    }
    for (const el of document.body.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")) {
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        const value = el.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/**
 * What does not fit at 320 px: the page scrolling sideways, a control, label or heading whose text is cut (its
 * content wider than its box while it hides the overflow), or one that leaves the screen.
 */
export function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > window.innerWidth + 1) found.push(`the page is ${doc.scrollWidth}px wide`);
    // Inside a box that clips or scrolls sideways (a carousel, a scrolling table), an element beyond the screen is
    // that box's business: the box itself is checked like any other element.
    const inScroller = (el: Element) => {
      for (let p = el.parentElement; p !== null && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== "visible") return true;
      }
      return false;
    };
    const selector = "button, a, label, h1, h2, h3, h4, th, [role=tab], [role=button], legend, summary, dt, input[type=submit]";
    for (const el of document.body.querySelectorAll<HTMLElement>(selector)) {
      if (!el.checkVisibility?.() || el.clientWidth === 0) continue;
      const style = getComputedStyle(el);
      const clips = style.overflowX !== "visible" || style.textOverflow === "ellipsis";
      if (el.scrollWidth > el.clientWidth + 1 && clips && !inScroller(el)) found.push(`${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 60)}" (${el.scrollWidth} > ${el.clientWidth}px)`);
      const box = el.getBoundingClientRect();
      if ((box.right > window.innerWidth + 1 || box.left < -1) && !inScroller(el)) found.push(`${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 60)}" leaves the screen (${Math.round(box.left)}..${Math.round(box.right)}px)`);
    }
    return found;
  });
}

