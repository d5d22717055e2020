import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const section = style({ display: "grid", gap: vars.space.sm, minInlineSize: 0 });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.heading,
  color: vars.text.primary,
});

/** One scrollable row: tiles keep a fixed width so a row of 2 or of 20 looks the same at 320 px and wide. */
export const row = style({
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "minmax(9rem, 11rem)",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  paddingBlockEnd: vars.space.xs,
  listStyle: "none",
  overflowX: "auto",
  overscrollBehaviorInline: "contain",
  scrollSnapType: "inline proximity",
  "@media": { "(prefers-reduced-motion: no-preference)": { scrollBehavior: "smooth" } },
});

export const item = style({ scrollSnapAlign: "start", minInlineSize: 0 });

export const sections = style({ display: "grid", gap: vars.space.lg, minInlineSize: 0 });
