import { SCRIPT_SLOTS, type ScriptSlot } from "@casino/domain";
import { SCRIPT_MARK } from "./script-scheduling.ts";

export interface ScriptEntryHtml {
  key: string;
  head: string;
  bodyStart: string;
  bodyEnd: string;
}

/** Scripts parsed from HTML never run: each is rebuilt as a new element (inline text or an async external src). */
function runnable(node: Element, doc: Document): Element {
  if (node.tagName !== "SCRIPT") return node;
  const script = doc.createElement("script");
  for (const { name, value } of Array.from(node.attributes)) script.setAttribute(name, value);
  if (script.src && !node.hasAttribute("async") && !node.hasAttribute("defer")) script.async = true;
  script.text = node.textContent ?? "";
  return script;
}

function elementsOf(html: string, key: string, doc: Document): Element[] {
  const template = doc.createElement("template");
  template.innerHTML = html;
  return Array.from(template.content.children).map((node) => {
    const element = runnable(node, doc);
    element.setAttribute(SCRIPT_MARK, key);
    return element;
  });
}

function place(slot: ScriptSlot, elements: Element[], doc: Document): void {
  if (slot === "head") doc.head.append(...elements);
  else if (slot === "bodyStart") doc.body.prepend(...elements);
  else doc.body.append(...elements);
}

/** Puts each entry's head, bodyStart and bodyEnd HTML in place (spec §3 script entries). */
export function injectScripts(entries: readonly ScriptEntryHtml[], doc: Document = document): void {
  for (const slot of SCRIPT_SLOTS) {
    const elements = entries.flatMap((entry) => (entry[slot].trim() ? elementsOf(entry[slot], entry.key, doc) : []));
    if (elements.length > 0) place(slot, elements, doc);
  }
}
