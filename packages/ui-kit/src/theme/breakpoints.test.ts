import { describe, expect, it } from "vitest";
import { breakpoints, media } from "./breakpoints.ts";

describe("breakpoints", () => {
  it("follow the spec: mobile to 767, tablet 768–1024, menu mode to 1450", () => {
    expect(media.mobile).toBe("(max-width: 767px)");
    expect(media.tablet).toBe("(min-width: 768px) and (max-width: 1024px)");
    expect(media.menu).toBe("(max-width: 1450px)");
    expect(media.aboveMenu).toBe("(min-width: 1451px)");
    expect(breakpoints.tabletMin).toBe(breakpoints.mobileMax + 1);
    expect(breakpoints.desktopMin).toBe(breakpoints.tabletMax + 1);
  });
});
