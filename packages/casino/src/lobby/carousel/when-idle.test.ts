import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "./when-idle.ts";

afterEach(() => vi.unstubAllGlobals());

/** A browser whose frames and idle moments come when the test says. */
function stubBrowser({ idleCallback }: { idleCallback: boolean }) {
  const frames: Array<() => void> = [];
  const idles: Array<{ run: () => void; timeout: number | undefined }> = [];
  vi.stubGlobal("requestAnimationFrame", (run: () => void) => frames.push(run));
  vi.stubGlobal("cancelAnimationFrame", (id: number) => frames.splice(id - 1, 1, () => undefined));
  vi.stubGlobal("requestIdleCallback", idleCallback ? (run: () => void, options?: { timeout?: number }) => idles.push({ run, timeout: options?.timeout }) : undefined);
  vi.stubGlobal("cancelIdleCallback", (id: number) => idles.splice(id - 1, 1, { run: () => undefined, timeout: undefined }));
  return { frames, idles, nextFrame: () => frames.splice(0).forEach((run) => run()) };
}

describe("whenIdle", () => {
  it("asks for the idle moment only after the next frame, with the cap, and runs the task then", () => {
    const browser = stubBrowser({ idleCallback: true });
    const task = vi.fn();
    whenIdle(task, 1500);
    expect(browser.idles).toHaveLength(0);
    browser.nextFrame();
    expect(browser.idles.map((idle) => idle.timeout)).toEqual([1500]);
    expect(task).not.toHaveBeenCalled();
    browser.idles[0]?.run();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("never runs a task cancelled before its frame or before its idle moment", () => {
    const browser = stubBrowser({ idleCallback: true });
    const early = vi.fn();
    whenIdle(early)();
    browser.nextFrame();
    expect(browser.idles).toHaveLength(0);

    const late = vi.fn();
    const cancel = whenIdle(late);
    browser.nextFrame();
    cancel();
    browser.idles.forEach((idle) => idle.run());
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });

  it("falls back to a short timer where the browser has no requestIdleCallback (Safari)", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const browser = stubBrowser({ idleCallback: false });
      const task = vi.fn();
      whenIdle(task);
      browser.nextFrame();
      vi.advanceTimersByTime(49);
      expect(task).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(task).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
