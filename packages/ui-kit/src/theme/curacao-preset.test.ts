import { describe, expect, it } from "vitest";
import { curacao } from "./curacao-preset.ts";
import { resolveBrandTokens } from "./define-brand-theme.ts";

// The preset's contrast is checked as the curacao brand's, with every other brand's, in brand-contrast.test.ts.

describe("resolveBrandTokens", () => {
  it("is the curacao preset when nothing is overridden", () => {
    expect(resolveBrandTokens()).toEqual(curacao);
  });

  it("applies common overrides, then each variant's", () => {
    const tokens = resolveBrandTokens({
      common: { radius: { control: "9999px" }, color: { brand: "#111111" } },
      dark: { color: { brand: "#eeeeee" } },
    });
    expect(tokens.light.radius.control).toBe("9999px");
    expect(tokens.dark.radius.control).toBe("9999px");
    expect(tokens.light.color.brand).toBe("#111111");
    expect(tokens.dark.color.brand).toBe("#eeeeee");
    expect(tokens.light.radius.card).toBe(curacao.light.radius.card);
  });
});
