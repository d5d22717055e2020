import { render } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetCaptionHeight, learnCaptionHeight, learnedCaptionHeight, useLearnCaptionHeight } from "./caption-height.ts";

afterEach(() => {
  forgetCaptionHeight();
  vi.unstubAllGlobals();
});

describe("learnCaptionHeight", () => {
  it.each([
    ["a 140 px tile 152 px tall", 140, 152, 47],
    ["a 143.5 px tile", 143.5, 154.625, 47],
    ["a tile not laid out (no width)", 0, 47, null],
    ["a box no taller than its thumbnail", 140, 105, null],
  ])("%s", (_case, width, height, caption) => {
    learnCaptionHeight(width, height);
    expect(learnedCaptionHeight()).toBe(caption);
  });

  it("keeps the first caption learned", () => {
    learnCaptionHeight(140, 152);
    learnCaptionHeight(200, 200);
    expect(learnedCaptionHeight()).toBe(47);
  });
});

describe("useLearnCaptionHeight", () => {
  function Grid() {
    const ref = useRef<HTMLDivElement>(null);
    useLearnCaptionHeight(ref);
    return (
      <div ref={ref}>
        <span data-tile="" />
        <span />
      </div>
    );
  }

  it("learns from the grid's first tile through the observer's entry, then stops observing", () => {
    const observed: Element[] = [];
    const disconnect = vi.fn();
    let report: ResizeObserverCallback = () => undefined;
    vi.stubGlobal(
      "ResizeObserver",
      class {
        constructor(callback: ResizeObserverCallback) {
          report = callback;
        }
        observe(target: Element) {
          observed.push(target);
        }
        disconnect = disconnect;
        unobserve() {}
      },
    );
    render(<Grid />);
    expect(observed).toHaveLength(1);
    expect(observed[0]?.hasAttribute("data-tile")).toBe(true);
    const entry = { target: observed[0], borderBoxSize: [{ inlineSize: 160, blockSize: 167 }] } as unknown as ResizeObserverEntry;
    report([entry], {} as ResizeObserver);
    expect(learnedCaptionHeight()).toBe(47);
    expect(disconnect).toHaveBeenCalled();
  });
});
