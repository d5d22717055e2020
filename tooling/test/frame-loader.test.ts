// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const LOADER = "../vite/frame-loader.js";

function page(entry: string, preloads: string, chunks = "") {
  document.head.innerHTML = `<script type="module" data-app-entry="${entry}" data-app-preloads="${preloads}" data-app-chunks="${chunks}"></script>`;
}

let modules = 0;
/**
 * A module of this source, as an address with no space or quote in it (the attributes list them by spaces). Each one
 * new: the runtime evaluates an address once, and keeps it for the next test.
 */
const module = (source: string) => `data:text/javascript,${encodeURIComponent(`${source}\n// ${++modules}`)}`;

const preloadLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute("href"));

describe("frame-loader.js", () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
  });
  /** The first paint: its animation frame (if one was asked for) and the task after it. */
  async function paint() {
    await vi.advanceTimersByTimeAsync(0);
    frames.shift()?.(0);
    await vi.advanceTimersByTimeAsync(0);
  }
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.head.innerHTML = "";
    document.body.innerHTML = "";
  });

  it("asks for the app's chunks only after an animation frame and the task after it, each as a module preload", async () => {
    // An entry no module resolves: the loader's import() fails, which is all this test needs of it.
    page("data:text/javascript,export{}", "/assets/app-1.js /assets/lobby-1.js");
    await import(LOADER);
    expect(preloadLinks()).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]?.(0);
    expect(preloadLinks()).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(preloadLinks()).toEqual(["/assets/app-1.js", "/assets/lobby-1.js"]);
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute("crossorigin")).toBe("");
  });

  it("starts at once in a tab opened in the background, which paints no frame until it is shown", async () => {
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    page("data:text/javascript,export{}", "/assets/app-2.js");
    await import(LOADER);
    expect(frames).toHaveLength(0);
    expect(preloadLinks()).toEqual(["/assets/app-2.js"]);
  });

  it("evaluates the entry's static chunks one by one, each in a task of its own, in their order, then the entry", async () => {
    vi.useRealTimers();
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    const log: string[] = [];
    vi.stubGlobal("evaluated", log);
    // Each module notes its evaluation, and the end of the task it was evaluated in (a timer it sets fires after).
    const chunk = (name: string) => module(`globalThis.evaluated.push("${name}");setTimeout(()=>globalThis.evaluated.push("${name} task ended"),0);export{}`);
    const [framework, core, lobby] = [chunk("framework"), chunk("core"), chunk("lobby")];
    page(module('globalThis.evaluated.push("entry");export{}'), `${framework} ${core} ${lobby}`, `${framework} ${core}`);
    await import(LOADER);
    await vi.waitFor(() => expect(log).toContain("entry"));
    // The lazy lobby chunk is preloaded, not evaluated: the app imports it when its route loads.
    expect(log).toEqual(["framework", "framework task ended", "core", "core task ended", "entry"]);
    expect(preloadLinks()).toEqual([framework, core, lobby]);
  });

  it("when a chunk fails to load, stops there and leaves the rest to the entry's import", async () => {
    vi.useRealTimers();
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    const log: string[] = [];
    vi.stubGlobal("evaluated", log);
    const chunk = (name: string) => module(`globalThis.evaluated.push("${name}");export{}`);
    const chunks = `${chunk("framework")} ${module('throw new Error("offline")')} ${chunk("core")}`;
    page(chunk("entry"), chunks, chunks);
    await import(LOADER);
    await vi.waitFor(() => expect(log).toContain("entry"));
    expect(log).toEqual(["framework", "entry"]);
  });

  describe("a page whose frame names its first picture", () => {
    const API = "https://api.example/api/admin/get-game/book-of-dead";
    const GAME_PAGE = "/casino/games/book-of-dead";

    /** The frame as @casino/shell's FirstPicture writes it: a hidden <img> naming its read, then its placeholder. */
    function framedPage(path = GAME_PAGE) {
      page("data:text/javascript,export{}", "/assets/app-3.js");
      history.replaceState(null, "", path);
      document.documentElement.lang = "de";
      document.body.innerHTML = `<div id="prerendered"><div class="thumb-frame"><img hidden alt="" data-first-picture="https://api.example/api/admin/get-game/__game" data-first-picture-route="/casino/games/__game" data-first-picture-field="data.thumbnailUrl" data-first-picture-class="thumb" data-first-picture-token="brand-sandbox"><span class="skeleton"></span></div></div>`;
    }
    const picture = () => document.querySelector<HTMLImageElement>("img[data-first-picture]");
    const placeholder = () => document.querySelector<HTMLElement>(".skeleton");

    let decode: (ok: boolean) => void;
    function answer(body: unknown, status = 200) {
      const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));
      vi.stubGlobal("fetch", fetch);
      vi.spyOn(HTMLImageElement.prototype, "decode").mockImplementation(
        () => new Promise<void>((resolve, reject) => (decode = (ok) => (ok ? resolve() : reject(new Error("broken"))))),
      );
      return fetch;
    }

    it("reads the picture's address with the brand's headers and shows the decoded picture in its placeholder's box, then starts the app", async () => {
      framedPage();
      const fetch = answer({ success: true, data: { thumbnailUrl: "https://cdn.example/book-of-dead.webp" } });
      await import(LOADER);
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(fetch.mock.calls[0]?.[0]).toBe(API);
      expect(fetch.mock.calls[0]?.[1].headers).toEqual({ Accept: "application/json", "Accept-Language": "de", "x-system-token": "brand-sandbox" });
      await paint();
      expect(picture()?.getAttribute("src")).toBe("https://cdn.example/book-of-dead.webp");
      // Not shown, and the app not started, until the picture is decoded.
      expect(picture()?.hidden).toBe(true);
      expect(picture()?.className).toBe("");
      expect(preloadLinks()).toEqual([]);
      decode(true);
      await vi.advanceTimersByTimeAsync(0);
      expect(picture()?.hidden).toBe(false);
      expect(picture()?.className).toBe("thumb");
      expect(placeholder()?.style.display).toBe("none");
      expect(preloadLinks()).toEqual([]);
      // The app's chunks once the picture has been painted.
      await paint();
      expect(preloadLinks()).toEqual(["/assets/app-3.js"]);
    });

    it.each([
      ["/casino/games/book-of-dead", API],
      ["/casino/games/book-of-dead/", API],
      ["/brand-base/casino/games/book-of-dead", API],
      ["/casino/games/book%20of%20dead", "https://api.example/api/admin/get-game/book%20of%20dead"],
      ["/casino/games/a%2Fb", "https://api.example/api/admin/get-game/a%2Fb"],
    ])("on %s asks for %s", async (path, url) => {
      framedPage(path);
      const fetch = answer({ success: true, data: {} });
      await import(LOADER);
      expect(fetch.mock.calls[0]?.[0]).toBe(url);
    });

    it.each(["/games", "/casino/games/%E0%A4%A"])("on %s, an address the frame's route does not fit, asks for nothing and starts the app", async (path) => {
      framedPage(path);
      const fetch = answer({ success: true, data: {} });
      await import(LOADER);
      await paint();
      expect(fetch).not.toHaveBeenCalled();
      expect(preloadLinks()).toEqual(["/assets/app-3.js"]);
    });

    it.each([
      ["a script address", { success: true, data: { thumbnailUrl: "javascript:alert(1)" } }, 200, "data.thumbnailUrl"],
      ["a protocol-relative address", { success: true, data: { thumbnailUrl: "//evil.example/x.png" } }, 200, "data.thumbnailUrl"],
      ["no address", { success: true, data: { thumbnailUrl: 42 } }, 200, "data.thumbnailUrl"],
      ["an inherited field only", { success: true, data: {} }, 200, "data.constructor.name"],
      ["an error", { success: false, message: "GAME_NOT_FOUND" }, 404, "data.thumbnailUrl"],
    ])("with %s in the answer: no picture, the placeholder stays, the app starts after the first paint", async (_case, body, status, field) => {
      framedPage();
      answer(body, status);
      picture()?.setAttribute("data-first-picture-field", field);
      await import(LOADER);
      await paint();
      expect(picture()?.hasAttribute("src")).toBe(false);
      expect(picture()?.hidden).toBe(true);
      expect(placeholder()?.style.display).toBe("");
      expect(preloadLinks()).toEqual(["/assets/app-3.js"]);
    });

    it("when the call fails or the picture cannot be decoded, the app starts and the placeholder stays", async () => {
      framedPage();
      answer({ success: true, data: { thumbnailUrl: "/pictures/book-of-dead.png" } });
      await import(LOADER);
      await paint();
      expect(picture()?.getAttribute("src")).toBe("/pictures/book-of-dead.png");
      decode(false);
      await vi.advanceTimersByTimeAsync(0);
      expect(picture()?.hidden).toBe(true);
      expect(placeholder()?.style.display).toBe("");
      expect(preloadLinks()).toEqual(["/assets/app-3.js"]);

      vi.resetModules();
      document.head.innerHTML = "";
      framedPage();
      vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("offline"))));
      await import(LOADER);
      await paint();
      expect(preloadLinks()).toEqual(["/assets/app-3.js"]);
    });

    it("a picture slower than a second holds the app no longer; it still shows when it comes", async () => {
      framedPage();
      answer({ success: true, data: { thumbnailUrl: "https://cdn.example/book-of-dead.webp" } });
      await import(LOADER);
      await paint();
      await vi.advanceTimersByTimeAsync(999);
      expect(preloadLinks()).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(preloadLinks()).toEqual(["/assets/app-3.js"]);
      decode(true);
      await vi.advanceTimersByTimeAsync(0);
      expect(picture()?.hidden).toBe(false);
    });
  });

  describe("where the browser reports its paints (Paint Timing, Element Timing)", () => {
    type Watch = { type: string; callback: (list: { getEntries: () => unknown[] }) => void; observer: object };
    let watches: Watch[];
    beforeEach(() => {
      watches = [];
      class ReportingObserver {
        static supportedEntryTypes = ["paint", "element", "largest-contentful-paint"];
        constructor(private readonly callback: Watch["callback"]) {}
        observe({ type }: { type: string }) {
          watches.push({ type, callback: this.callback, observer: this });
        }
        disconnect() {
          watches = watches.filter((watch) => watch.observer !== this);
        }
      }
      vi.stubGlobal("PerformanceObserver", ReportingObserver);
    });
    /** The browser reports an entry to every observer of its type. */
    async function report(type: string, entry: Record<string, unknown>) {
      for (const watch of watches.filter((w) => w.type === type)) watch.callback({ getEntries: () => [entry] });
      await vi.advanceTimersByTimeAsync(0);
    }

    it("starts the app once the first contentful paint is reported on screen, not at the frame callback before it", async () => {
      page("data:text/javascript,export{}", "/assets/app-4.js");
      await import(LOADER);
      await paint();
      expect(frames).toHaveLength(0);
      expect(preloadLinks()).toEqual([]);
      await report("paint", { name: "first-paint" });
      expect(preloadLinks()).toEqual([]);
      await report("paint", { name: "first-contentful-paint" });
      expect(preloadLinks()).toEqual(["/assets/app-4.js"]);
      expect(watches).toEqual([]);
    });

    it("waits at most three seconds for that report", async () => {
      page("data:text/javascript,export{}", "/assets/app-5.js");
      await import(LOADER);
      await vi.advanceTimersByTimeAsync(2999);
      expect(preloadLinks()).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(preloadLinks()).toEqual(["/assets/app-5.js"]);
    });

    it("on a page with a first picture, starts the app once that picture is reported on screen", async () => {
      page("data:text/javascript,export{}", "/assets/app-6.js");
      history.replaceState(null, "", "/casino/games/book-of-dead");
      document.body.innerHTML = `<div id="prerendered"><img hidden alt="" data-first-picture="/api/admin/get-game/__game" data-first-picture-route="/casino/games/__game" data-first-picture-field="data.thumbnailUrl" data-first-picture-class="thumb"><span></span></div>`;
      vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ success: true, data: { thumbnailUrl: "/pictures/book-of-dead.png" } }))));
      vi.spyOn(HTMLImageElement.prototype, "decode").mockResolvedValue(undefined);
      await import(LOADER);
      await report("paint", { name: "first-contentful-paint" });
      const img = document.querySelector("img");
      expect(img?.hidden).toBe(false);
      expect(img?.getAttribute("elementtiming")).toBe("first-picture");
      expect(preloadLinks()).toEqual([]);
      await report("element", { identifier: "another-picture" });
      expect(preloadLinks()).toEqual([]);
      await report("element", { identifier: "first-picture" });
      expect(preloadLinks()).toEqual(["/assets/app-6.js"]);
    });
  });
});
