import { describe, expect, it } from "vitest";
import { linkButton } from "./link-button.css.ts";
import { linkButtonVariants } from "./link-button-variants.ts";

describe("linkButton", () => {
  it("is primary unless told otherwise", () => {
    expect(linkButton()).toBe(linkButton({ variant: "primary" }));
  });

  it("gives each variant its own class on top of the shared one", () => {
    const [primary, secondary] = linkButtonVariants.map((variant) => linkButton({ variant }).split(" "));
    const shared = primary!.filter((name) => secondary!.includes(name));
    expect(shared).toHaveLength(1);
    expect(primary).toHaveLength(2);
    expect(secondary).toHaveLength(2);
    expect(primary).not.toEqual(secondary);
  });
});
