import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useHasComeNear, useOnScreen } from "./use-on-screen.ts";

afterEach(() => vi.unstubAllGlobals());

describe("useOnScreen", () => {
  it("follows the observer's latest entry, and stops observing when unmounted", () => {
    let report: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined;
    const observed: Element[] = [];
    const disconnect = vi.fn();
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          report = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect = disconnect;
      },
    );
    const element = document.createElement("div");
    const ref = { current: element };
    const { result, unmount } = renderHook(() => useOnScreen(ref));
    expect(result.current).toBe(false);
    expect(observed).toEqual([element]);
    act(() => report!([{ isIntersecting: false }, { isIntersecting: true }]));
    expect(result.current).toBe(true);
    act(() => report!([{ isIntersecting: false }]));
    expect(result.current).toBe(false);
    unmount();
    expect(disconnect).toHaveBeenCalledOnce();
  });

  it("waits for an element before observing", () => {
    const construct = vi.fn();
    vi.stubGlobal("IntersectionObserver", class {
      constructor() {
        construct();
      }
      observe() {}
      disconnect() {}
    });
    const ref = { current: null };
    const { result } = renderHook(() => useOnScreen(ref));
    expect(result.current).toBe(false);
    expect(construct).not.toHaveBeenCalled();
  });

  it("counts as on screen where the browser has no IntersectionObserver", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const ref = { current: document.createElement("div") };
    const { result } = renderHook(() => useOnScreen(ref));
    expect(result.current).toBe(true);
  });
});

describe("useHasComeNear", () => {
  it("observes with the margin, turns true the first time the element comes near and stays so", () => {
    let report: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined;
    const margins: Array<string | undefined> = [];
    const disconnect = vi.fn();
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void, options?: { rootMargin?: string }) {
          report = callback;
          margins.push(options?.rootMargin);
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    const ref = { current: document.createElement("div") };
    const { result } = renderHook(() => useHasComeNear(ref, "50% 0px"));
    expect(result.current).toBe(false);
    expect(margins).toEqual(["50% 0px"]);
    act(() => report!([{ isIntersecting: false }]));
    expect(result.current).toBe(false);
    act(() => report!([{ isIntersecting: true }]));
    expect(result.current).toBe(true);
    // Once near, it stops observing: scrolling away does not take it back.
    expect(disconnect).toHaveBeenCalledOnce();
    expect(margins).toHaveLength(1);
  });

  it("stays near when a report that it left comes before the observer goes (both in one batch)", () => {
    let report: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const ref = { current: document.createElement("div") };
    const { result } = renderHook(() => useHasComeNear(ref, "50% 0px"));
    act(() => {
      report!([{ isIntersecting: true }]);
      report!([{ isIntersecting: false }]);
    });
    expect(result.current).toBe(true);
  });

  it("counts as near where the browser has no IntersectionObserver", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const ref = { current: document.createElement("div") };
    const { result } = renderHook(() => useHasComeNear(ref, "50% 0px"));
    expect(result.current).toBe(true);
  });
});
