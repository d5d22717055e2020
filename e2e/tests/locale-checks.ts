import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { localeEntries } from "@casino/tooling/i18n/catalogs";
import { sameAsEnglishFor } from "@casino/tooling/i18n/locales";

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

