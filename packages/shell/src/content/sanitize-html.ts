import createDOMPurify, { type Config } from "dompurify";
import { htmlSink } from "../security/trusted-types.ts";

// One private instance, so the hooks below never leak into another user of DOMPurify. It is also the only one that
// sanitises, so DOMPurify creates its Trusted Types policy ("dompurify", for its parser) once.
const purifier = createDOMPurify(window);

purifier.addHook("afterSanitizeAttributes", (node) => {
  if (node.tagName === "A" && node.getAttribute("target") === "_blank") node.setAttribute("rel", "noopener noreferrer");
});

/** A <script> of a tag entry, as written: its attributes and text (never run from here). */
export type TagScript = { attributes: ReadonlyArray<readonly [name: string, value: string]>; text: string };
let collected: TagScript[] | undefined;

purifier.addHook("uponSanitizeElement", (node, data) => {
  if (!collected || data.tagName !== "script" || !(node instanceof Element) || node.closest("noscript")) return;
  collected.push({ attributes: Array.from(node.attributes, (a) => [a.name, a.value] as const), text: node.textContent ?? "" });
});

const CONTENT: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ["style", "form", "input", "button", "select", "textarea", "iframe", "object", "embed"],
  FORBID_ATTR: ["style"],
  ADD_ATTR: ["target"],
};

/**
 * Server HTML (content texts, legal pages) made safe to render: scripts, event handlers, javascript: URLs,
 * styles, forms and frames are removed; headings, paragraphs, lists, tables, links and emphasis stay.
 */
export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, CONTENT);
}

/** The sanitised HTML without its `<h1>`s, for pages that show their own title as the one heading of level 1. */
export function sanitizeHtmlBody(html: string): string {
  const fragment = purifier.sanitize(html, { ...CONTENT, RETURN_DOM_FRAGMENT: true });
  for (const heading of fragment.querySelectorAll("h1")) heading.remove();
  const holder = document.createElement("div");
  holder.append(fragment);
  return holder.innerHTML.trim();
}

const trustedHtml = htmlSink(sanitizeHtml);

/** Sanitised HTML for innerHTML: a TrustedHTML of the app's HTML policy where the browser enforces Trusted Types. */
export function safeMarkup(html: string, withoutTitle = false): TrustedHTML | string {
  return trustedHtml(withoutTitle ? sanitizeHtmlBody(html) : html);
}

/**
 * A tag entry's HTML (GET scripts) as sanitised nodes, plus the scripts it held, which sanitising removed: the
 * caller decides which may run (spec §3 script entries; a <script> inside <noscript> is dropped, never collected).
 * Metas and noscripts stay, as tag snippets use them.
 */
export function sanitizeTagHtml(html: string): { nodes: DocumentFragment; scripts: TagScript[] } {
  const scripts: TagScript[] = [];
  collected = scripts;
  try {
    const nodes = purifier.sanitize(html, { ...CONTENT, ADD_TAGS: ["meta", "noscript"], ADD_ATTR: ["target", "content"], FORCE_BODY: true, RETURN_DOM_FRAGMENT: true });
    return { nodes, scripts };
  } finally {
    collected = undefined;
  }
}
