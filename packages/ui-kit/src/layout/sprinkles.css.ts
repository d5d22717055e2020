import { createSprinkles, defineProperties } from "@vanilla-extract/sprinkles";
import { media } from "../theme/breakpoints.ts";
import { vars } from "../theme/contract.css.ts";

const space = { none: "0", ...vars.space };

const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { "@media": media.tabletUp },
    desktop: { "@media": media.desktop },
  },
  defaultCondition: "mobile",
  properties: {
    display: ["none", "block", "inline", "inline-block", "flex", "inline-flex", "grid"],
    flexDirection: ["row", "row-reverse", "column", "column-reverse"],
    flexWrap: ["wrap", "nowrap"],
    flexGrow: ["0", "1"],
    flexShrink: ["0", "1"],
    alignItems: ["stretch", "flex-start", "center", "flex-end", "baseline"],
    justifyContent: ["flex-start", "center", "flex-end", "space-between", "space-around"],
    gap: space,
    paddingBlockStart: space,
    paddingBlockEnd: space,
    paddingInlineStart: space,
    paddingInlineEnd: space,
    marginBlockStart: space,
    marginBlockEnd: space,
    textAlign: ["start", "center", "end"],
    width: { auto: "auto", full: "100%" },
    maxWidth: { full: "100%", prose: "65ch", page: "1440px" },
  },
  shorthands: {
    padding: ["paddingBlockStart", "paddingBlockEnd", "paddingInlineStart", "paddingInlineEnd"],
    paddingBlock: ["paddingBlockStart", "paddingBlockEnd"],
    paddingInline: ["paddingInlineStart", "paddingInlineEnd"],
    marginBlock: ["marginBlockStart", "marginBlockEnd"],
  },
});

const surfaces = {
  transparent: "transparent",
  page: vars.surface.page,
  raised: vars.surface.raised,
  sunken: vars.surface.sunken,
  overlay: vars.surface.overlay,
  brand: vars.color.brand,
  accent: vars.color.accent,
};

const decoration = defineProperties({
  properties: {
    background: surfaces,
    color: { ...vars.text, brand: vars.color.brand, brandContrast: vars.color.brandContrast },
    borderRadius: { none: "0", ...vars.radius },
    boxShadow: { none: "none", ...vars.shadow },
    borderStyle: { none: "none", solid: "solid" },
    borderWidth: { none: "0", thin: "1px" },
    borderColor: { default: vars.surface.border, strong: vars.surface.borderStrong },
    overflow: ["visible", "hidden", "auto"],
    position: ["relative", "static"],
  },
});

export const sprinkles = createSprinkles(responsive, decoration);

export type Sprinkles = Parameters<typeof sprinkles>[0];
