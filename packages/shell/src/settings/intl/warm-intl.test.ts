import { afterEach, describe, expect, it, vi } from "vitest";

async function freshModule() {
  vi.resetModules();
  return import("./warm-intl.ts");
}

/** A Worker constructor that records the URLs it is given. */
function installWorker(fail = false) {
  const urls: string[] = [];
  const listeners: string[] = [];
  class FakeWorker {
    constructor(url: string) {
      if (fail) throw new DOMException("refused", "SecurityError");
      urls.push(String(url));
    }
    addEventListener(type: string) {
      listeners.push(type);
    }
  }
  vi.stubGlobal("Worker", FakeWorker);
  return { urls, listeners };
}

afterEach(() => vi.unstubAllGlobals());

describe("warmIntl", () => {
  it("starts the build's Intl worker once, from the site's own origin, and keeps its errors to itself", async () => {
    const worker = installWorker();
    const { warmIntl } = await freshModule();
    warmIntl();
    warmIntl();
    expect(worker.urls).toHaveLength(1);
    expect(worker.urls[0]).toMatch(/intl-warm\.worker/);
    expect(new URL(worker.urls[0] ?? "", document.baseURI).origin).toBe(window.location.origin);
    expect(worker.listeners).toEqual(["error"]);
  });

  it("does nothing without workers, and nothing breaks when a browser refuses one", async () => {
    vi.stubGlobal("Worker", undefined);
    const first = await freshModule();
    expect(() => first.warmIntl()).not.toThrow();
    const refused = installWorker(true);
    const second = await freshModule();
    expect(() => second.warmIntl()).not.toThrow();
    expect(refused.urls).toEqual([]);
  });
});
