import { SCRIPT_SLOTS, type ContentSecurity, type ScriptSlot } from "@casino/domain";
import { sanitizeTagHtml, type TagScript } from "../../content/sanitize-html.ts";
import { configureScriptAllowance, isAllowedTagScript, scriptAllowance, trustedScript, trustedScriptUrl } from "../../security/trusted-types.ts";
import { SCRIPT_MARK } from "./script-scheduling.ts";

export interface ScriptEntryHtml {
  key: string;
  head: string;
  bodyStart: string;
  bodyEnd: string;
}

/** A script's attributes that are copied to the element that runs it (never an event handler or a nonce). */
const SCRIPT_ATTRIBUTES = new Set(["async", "defer", "type", "crossorigin", "integrity", "referrerpolicy", "id", "charset", "nomodule"]);
const copied = (name: string) => SCRIPT_ATTRIBUTES.has(name) || name.startsWith("data-");

/** The refusals already logged (entry key and reason): a list loaded again, or a new path, logs nothing new. */
const logged = new Set<string>();

function refuse(key: string, reason: string): void {
  const id = `${key}\n${reason}`;
  if (logged.has(id)) return;
  logged.add(id);
  console.warn(`[script loader] refused a script of entry "${key}": ${reason}`);
}

/**
 * A new script element that runs (scripts parsed from HTML never do), or null when the brand does not allow it: a
 * src must be on the brand's tag-script hosts; an inline body runs only when the brand opts in
 * (contentSecurity.allowInlineTagScripts). Both go through the app's Trusted Types script policy.
 */
function runnable({ attributes, text }: TagScript, key: string, doc: Document): HTMLScriptElement | null {
  const src = attributes.find(([name]) => name === "src")?.[1];
  if (src !== undefined ? !isAllowedTagScript(src) : !scriptAllowance().allowInline) {
    refuse(key, src !== undefined ? `${src} is not on the brand's tag-script hosts` : "inline scripts are not allowed for this brand");
    return null;
  }
  const script = doc.createElement("script");
  for (const [name, value] of attributes) if (copied(name)) script.setAttribute(name, value);
  if (src !== undefined) {
    script.src = trustedScriptUrl(src);
    if (!script.hasAttribute("defer")) script.async = true;
  } else {
    script.text = trustedScript(text);
  }
  return script;
}

function elementsOf(html: string, key: string, doc: Document): Element[] {
  const { nodes, scripts } = sanitizeTagHtml(html);
  const scriptElements = scripts.map((script) => runnable(script, key, doc)).filter((script) => script !== null);
  // The scripts go after the entry's other markup of the slot (sanitising took them out of it).
  return [...Array.from(nodes.children), ...scriptElements].map((element) => {
    element.setAttribute(SCRIPT_MARK, key);
    return element;
  });
}

function place(slot: ScriptSlot, elements: Element[], doc: Document): void {
  if (slot === "head") doc.head.append(...elements);
  else if (slot === "bodyStart") doc.body.prepend(...elements);
  else doc.body.append(...elements);
}

/**
 * Puts each entry's head, bodyStart and bodyEnd HTML in place (spec §3 script entries): its markup sanitised
 * (DOMPurify), its scripts only when the brand allows them (`security`: the build's settings, see
 * configureScriptAllowance); a refused script is logged once and never runs.
 */
export function injectScripts(entries: readonly ScriptEntryHtml[], security: ContentSecurity, doc: Document = document): void {
  configureScriptAllowance({ contentSecurity: security });
  for (const slot of SCRIPT_SLOTS) {
    const elements = entries.flatMap((entry) => (entry[slot].trim() ? elementsOf(entry[slot], entry.key, doc) : []));
    if (elements.length > 0) place(slot, elements, doc);
  }
}

/** For tests: forget which refusals were logged. */
export function resetRefusalLog(): void {
  logged.clear();
}
