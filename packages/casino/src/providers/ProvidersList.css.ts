import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const filter = style({ maxInlineSize: "24rem" });

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 11rem), 1fr))",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const card = style({
  display: "grid",
  alignContent: "start",
  gap: vars.space.xxs,
  blockSize: "100%",
  padding: vars.space.md,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.surface.border}`,
  background: vars.surface.raised,
  color: vars.text.primary,
  textDecoration: "none",
  minInlineSize: 0,
  selectors: {
    "&:hover": { borderColor: vars.color.brand },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const name = style({ fontWeight: vars.fontWeight.bold, overflowWrap: "anywhere" });

export const count = style({ fontSize: vars.fontSize.sm, color: vars.text.secondary });

export const status = style({ margin: 0, color: vars.text.secondary });
