import { describe, expect, it } from "vitest";
import { contrast } from "../test-support/contrast.ts";
import { curacao } from "./curacao-preset.ts";
import { resolveBrandTokens } from "./define-brand-theme.ts";

const tones = ["brand", "accent", "success", "warning", "danger", "info"] as const;

describe.each(["light", "dark"] as const)("curacao %s", (scheme) => {
  const { color, surface, text } = curacao[scheme];

  it.each(tones)("%s has a readable contrast colour (4.5:1)", (tone) => {
    expect(contrast(color[tone], color[`${tone}Contrast`])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(["primary", "secondary", "muted", "link"] as const)("%s text reads on page and cards (4.5:1)", (role) => {
    expect(contrast(text[role], surface.page)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(text[role], surface.raised)).toBeGreaterThanOrEqual(4.5);
  });

  it("has brand and error text readable on the page (4.5:1)", () => {
    expect(contrast(color.brand, surface.page)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color.danger, surface.page)).toBeGreaterThanOrEqual(4.5);
  });

  it("has field outlines and focus ring visible on the page (3:1)", () => {
    expect(contrast(surface.borderStrong, surface.page)).toBeGreaterThanOrEqual(3);
    expect(contrast(color.focus, surface.page)).toBeGreaterThanOrEqual(3);
  });
});

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
