import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

/** Always laid out, never a tooltip: every stat is plain text a screen reader, keyboard or thumb reaches. */
export const list = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 10rem), 1fr))",
  gap: vars.space.sm,
  margin: 0,
});

export const item = style({
  display: "grid",
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.surface.raised,
  border: `1px solid ${vars.surface.border}`,
  minInlineSize: 0,
});

export const term = style({ fontSize: vars.fontSize.xs, color: vars.text.secondary });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.bold, overflowWrap: "anywhere" });
