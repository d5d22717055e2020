import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 17rem), 1fr))",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const item = style({ display: "grid", minInlineSize: 0 });

export const filters = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
});

export const legend = style({ padding: 0, marginBlockEnd: vars.space.xs, fontWeight: vars.fontWeight.medium });

export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  minBlockSize: "2.5rem",
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.surface.borderStrong}`,
  background: vars.surface.raised,
  cursor: "pointer",
  selectors: { "&:has(input:checked)": { background: vars.color.brand, color: vars.color.brandContrast, borderColor: vars.color.brand } },
});

export const radio = style({ accentColor: vars.color.brandContrast });

export const more = style({ justifySelf: "center" });

export const skeletonCard = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.surface.border}`,
});
