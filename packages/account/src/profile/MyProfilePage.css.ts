import { style } from "@vanilla-extract/css";
import { media, vars } from "@casino/ui-kit/theme";

/** v2: the overview as a side column on wide screens, above the forms on tablets and phones. */
export const layout = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "minmax(0, 1fr)",
  alignItems: "start",
  "@media": { [media.desktop]: { gridTemplateColumns: "minmax(16rem, 22rem) minmax(0, 1fr)" } },
});

export const aside = style({ display: "grid", gap: vars.space.md, minInlineSize: 0 });
export const main = style({ display: "grid", gap: vars.space.lg, minInlineSize: 0 });
