import { describe, expect, it } from "vitest";
import { lockScroll } from "./scroll-lock.ts";

describe("lockScroll", () => {
  it("holds the lock until the last of nested modals releases it", () => {
    const root = document.documentElement;
    root.style.overflow = "auto";
    const outer = lockScroll();
    const inner = lockScroll();
    expect(root.style.overflow).toBe("hidden");
    inner();
    inner();
    expect(root.style.overflow).toBe("hidden");
    outer();
    expect(root.style.overflow).toBe("auto");
  });
});
