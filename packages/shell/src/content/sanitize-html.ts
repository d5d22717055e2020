import createDOMPurify from "dompurify";

// One private instance, so the link hook below never leaks into another user of DOMPurify.
const purifier = createDOMPurify(window);

purifier.addHook("afterSanitizeAttributes", (node) => {
  if (node.tagName === "A" && node.getAttribute("target") === "_blank") node.setAttribute("rel", "noopener noreferrer");
});

/**
 * Server HTML (content texts, legal pages) made safe to render: scripts, event handlers, javascript: URLs,
 * styles, forms and frames are removed; headings, paragraphs, lists, tables, links and emphasis stay.
 */
export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "form", "input", "button", "select", "textarea", "iframe", "object", "embed"],
    FORBID_ATTR: ["style"],
    ADD_ATTR: ["target"],
  });
}

/** The sanitised HTML without its `<h1>`s, for pages that show their own title as the one heading of level 1. */
export function sanitizeHtmlBody(html: string): string {
  const template = document.createElement("template");
  template.innerHTML = sanitizeHtml(html);
  for (const heading of template.content.querySelectorAll("h1")) heading.remove();
  return template.innerHTML.trim();
}
