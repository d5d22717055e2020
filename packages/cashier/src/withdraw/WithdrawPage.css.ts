import { style } from "@vanilla-extract/css";
import { media, vars } from "@casino/ui-kit/theme";

export const page = style({
  display: "grid",
  gap: vars.space.lg,
  maxInlineSize: "60rem",
  marginInline: "auto",
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
});

export const notice = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.warning}`,
  borderInlineStartWidth: 4,
  background: vars.surface.raised,
});

export const notices = style({ display: "grid", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" });

export const fields = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "1fr",
  "@media": { [media.tabletUp]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const methods = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fill, minmax(10rem, 1fr))",
  border: 0,
  margin: 0,
  padding: 0,
});

export const method = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.surface.border}`,
  cursor: "pointer",
  selectors: { "&:has(input:checked)": { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` } },
});

export const facts = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const factValue = style({ margin: 0, textAlign: "end", fontVariantNumeric: "tabular-nums" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

export const table = style({ inlineSize: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm });

export const cell = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  textAlign: "start",
  borderBlockEnd: `1px solid ${vars.surface.border}`,
});

export const scroll = style({ overflowX: "auto" });

/** Keeps each dt/dd pair in the parent grid while grouping them for the markup. */
export const factRow = style({ display: "contents" });

export const stack = style({ display: "grid", gap: vars.space.md, minInlineSize: 0 });
