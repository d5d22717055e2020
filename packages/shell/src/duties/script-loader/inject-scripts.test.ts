// @vitest-environment jsdom
// DOMPurify sanitises the entries' HTML: happy-dom mis-iterates the tree it rewrites, jsdom behaves like a browser.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ContentSecurity } from "@casino/domain";
import { injectScripts, resetRefusalLog, type ScriptEntryHtml } from "./inject-scripts.ts";
import { FIRST_PAINT_CAP_MS, SCRIPT_MARK, afterFirstPaint, removeInjectedScripts } from "./script-scheduling.ts";

let security: ContentSecurity;
const allow = (tagScriptHosts: string[], allowInlineTagScripts = false) => {
  security = { tagScriptHosts, allowInlineTagScripts };
};
const inject = (entries: ScriptEntryHtml[]) => injectScripts(entries, security);

beforeEach(() => {
  allow(["https://cdn.example"]);
  resetRefusalLog();
});
afterEach(() => {
  removeInjectedScripts();
  vi.restoreAllMocks();
});

const marked = (root: ParentNode) => Array.from(root.querySelectorAll(`[${SCRIPT_MARK}]`));

describe("injectScripts", () => {
  it("puts head, bodyStart and bodyEnd HTML in place, each element tagged with its entry's key", () => {
    document.body.innerHTML = `<div id="root"></div>`;
    inject([
      { key: "a", head: `<meta name="a-meta" content="1">`, bodyStart: `<noscript>a</noscript>`, bodyEnd: "" },
      { key: "b", head: "", bodyStart: `<div id="b-start"></div>`, bodyEnd: `<div id="b-end"></div>` },
    ]);
    expect(marked(document.head).map((el) => [el.tagName, el.getAttribute(SCRIPT_MARK)])).toEqual([["META", "a"]]);
    expect(Array.from(document.body.children).map((el) => el.id || el.tagName)).toEqual(["NOSCRIPT", "b-start", "root", "b-end"]);
  });

  it("rebuilds a script from an allowed host so it runs, async, without its handlers", () => {
    inject([{ key: "px", head: `<script type="text/plain" src="https://cdn.example/tag.js" onload="alert(1)"></script>`, bodyStart: "", bodyEnd: "" }]);
    const [external] = marked(document.head) as HTMLScriptElement[];
    expect(external?.getAttribute("src")).toBe("https://cdn.example/tag.js");
    expect(external?.async).toBe(true);
    expect(external?.getAttribute("type")).toBe("text/plain");
    expect(external?.hasAttribute("onload")).toBe(false);
  });

  it("refuses a script from a host not on the brand's list, and logs it once however often the list is injected", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const entry = { key: "evil", head: `<script src="https://evil.example/x.js"></script><meta name="kept" content="1">`, bodyStart: "", bodyEnd: "" };
    inject([entry]);
    removeInjectedScripts();
    inject([entry]);
    expect(document.querySelectorAll("script")).toHaveLength(0);
    expect(marked(document.head).map((el) => el.tagName)).toEqual(["META"]);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toContain('"evil"');
    expect(warn.mock.calls[0]?.[0]).toContain("https://evil.example/x.js");
  });

  it("refuses inline script bodies unless the brand allows them", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const entry = { key: "inline", head: "", bodyStart: "", bodyEnd: `<script>window.__px = 1;</script>` };
    inject([entry]);
    expect(document.querySelectorAll("script")).toHaveLength(0);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toContain("inline");
  });

  it("runs inline script bodies when the brand opts in", () => {
    allow([], true);
    inject([{ key: "inline", head: `<script>window.__px = 1;</script>`, bodyStart: "", bodyEnd: "" }]);
    const [inline] = marked(document.head) as HTMLScriptElement[];
    expect(inline?.tagName).toBe("SCRIPT");
    expect(inline?.text).toBe("window.__px = 1;");
  });

  it("sanitises the markup around the scripts and never runs a script inside <noscript>", () => {
    allow([], true);
    inject([
      {
        key: "m",
        head: "",
        bodyStart: `<noscript><script>window.__no = 1;</script></noscript><img src="x" onerror="window.__bad = 1">`,
        bodyEnd: `<iframe src="https://evil.example"></iframe><p style="color:red" onclick="x()">ok</p>`,
      },
    ]);
    expect(document.querySelectorAll("script")).toHaveLength(0);
    expect(document.querySelector("[onerror],[onclick],[style],iframe")).toBeNull();
    expect(marked(document.body).map((el) => el.tagName).filter((tag) => tag !== "NOSCRIPT")).toEqual(["IMG", "P"]);
  });

  it("skips blank slots and removes everything it injected", () => {
    inject([{ key: "k", head: "  ", bodyStart: "\n", bodyEnd: `<span>x</span>` }]);
    expect(marked(document)).toHaveLength(1);
    removeInjectedScripts();
    expect(marked(document)).toHaveLength(0);
  });
});

describe("afterFirstPaint", () => {
  function fakeWindow(readyState: DocumentReadyState) {
    const target = new EventTarget();
    return Object.assign(target, {
      document: { readyState },
      requestIdleCallback: vi.fn((run: () => void) => {
        run();
        return 1;
      }),
      cancelIdleCallback: vi.fn(),
    }) as unknown as Window;
  }

  it("waits for the load event, then for an idle moment", () => {
    const win = fakeWindow("interactive");
    const task = vi.fn();
    afterFirstPaint(task, win);
    expect(task).not.toHaveBeenCalled();
    win.dispatchEvent(new Event("load"));
    expect(task).toHaveBeenCalledOnce();
  });

  /** A PerformanceObserver that reports paint entries when `paint(name)` is called. */
  function paintTimedWindow(readyState: DocumentReadyState) {
    const observers: Array<(list: { getEntriesByName: (name: string) => unknown[] }) => void> = [];
    class FakeObserver {
      static supportedEntryTypes = ["paint"];
      constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
      observe() {
        observers.push(this.callback);
      }
      disconnect() {
        observers.splice(observers.indexOf(this.callback), 1);
      }
    }
    const win = Object.assign(fakeWindow(readyState), { PerformanceObserver: FakeObserver });
    const paint = (name: string) => {
      for (const callback of [...observers]) callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    };
    return { win, paint, observing: () => observers.length };
  }

  it("with paint timing, waits past the load event for the first contentful paint", () => {
    const { win, paint, observing } = paintTimedWindow("interactive");
    const task = vi.fn();
    afterFirstPaint(task, win);
    win.dispatchEvent(new Event("load"));
    paint("first-paint");
    expect(task).not.toHaveBeenCalled();
    paint("first-contentful-paint");
    expect(task).toHaveBeenCalledOnce();
    expect(observing()).toBe(0);
    paint("first-contentful-paint");
    expect(task).toHaveBeenCalledOnce();
  });

  it("gives up waiting for a paint after FIRST_PAINT_CAP_MS (a background tab paints nothing)", () => {
    vi.useFakeTimers();
    try {
      const { win, observing } = paintTimedWindow("complete");
      const task = vi.fn();
      afterFirstPaint(task, win);
      vi.advanceTimersByTime(FIRST_PAINT_CAP_MS - 1);
      expect(task).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(task).toHaveBeenCalledOnce();
      expect(observing()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("stops watching for the paint when cancelled", () => {
    const { win, paint, observing } = paintTimedWindow("complete");
    const task = vi.fn();
    afterFirstPaint(task, win)();
    expect(observing()).toBe(0);
    paint("first-contentful-paint");
    expect(task).not.toHaveBeenCalled();
  });

  it("runs at the next idle moment once loaded, and never after cancel", () => {
    const task = vi.fn();
    afterFirstPaint(task, fakeWindow("complete"));
    expect(task).toHaveBeenCalledOnce();
    const later = vi.fn();
    const win = fakeWindow("loading");
    afterFirstPaint(later, win)();
    win.dispatchEvent(new Event("load"));
    expect(later).not.toHaveBeenCalled();
  });
});
