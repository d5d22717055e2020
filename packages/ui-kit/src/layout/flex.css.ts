import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";

type Space = keyof typeof vars.space | "none";
const gaps = Object.fromEntries(
  (["none", ...Object.keys(vars.space)] as Space[]).map((key) => [key, { gap: key === "none" ? "0" : vars.space[key as keyof typeof vars.space] }]),
) as Record<Space, { gap: string }>;

/**
 * Stack's and Inline's flex row or column: a class per variant, as Box's sprinkles give, without sprinkles' runtime
 * and its map of every property, value and breakpoint (2.7 KB gzip of the lobby's first download).
 */
export const flex = recipe({
  base: { display: "flex" },
  variants: {
    direction: { row: { flexDirection: "row" }, column: { flexDirection: "column" } },
    wrap: { true: { flexWrap: "wrap" }, false: { flexWrap: "nowrap" } },
    gap: gaps,
    align: {
      stretch: { alignItems: "stretch" },
      start: { alignItems: "flex-start" },
      center: { alignItems: "center" },
      end: { alignItems: "flex-end" },
      baseline: { alignItems: "baseline" },
    },
    justify: {
      start: { justifyContent: "flex-start" },
      center: { justifyContent: "center" },
      end: { justifyContent: "flex-end" },
      between: { justifyContent: "space-between" },
    },
  },
});

/** A gap of the theme's space scale. */
export type FlexGap = Space;
