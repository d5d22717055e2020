// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const LOADER = "../vite/frame-loader.js";

function page(entry: string, preloads: string) {
  document.head.innerHTML = `<script type="module" data-app-entry="${entry}" data-app-preloads="${preloads}"></script>`;
}

const preloadLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute("href"));

describe("frame-loader.js", () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.head.innerHTML = "";
  });

  it("asks for the app's chunks only after an animation frame and the task after it, each as a module preload", async () => {
    // An entry no module resolves: the loader's import() fails, which is all this test needs of it.
    page("data:text/javascript,export{}", "/assets/app-1.js /assets/lobby-1.js");
    await import(LOADER);
    expect(preloadLinks()).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]?.(0);
    expect(preloadLinks()).toEqual([]);
    vi.runAllTimers();
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
});
