import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const fields = style({ display: "grid", gap: vars.space.md, minInlineSize: 0 });

const group = style({ display: "grid", gap: vars.space.sm, margin: 0, padding: 0, border: 0, minInlineSize: 0 });

export const card = style([group, { gap: vars.space.md }]);

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.text.primary,
});

/** Expiry and CVC side by side, stacked only on the narrowest phones. */
export const pair = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 8rem), 1fr))",
});

export const networks = group;

export const network = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minBlockSize: "2.75rem",
  paddingInline: vars.space.md,
  border: `1px solid ${vars.surface.borderStrong}`,
  borderRadius: vars.radius.field,
  background: vars.surface.raised,
  cursor: "pointer",
  selectors: {
    "&:has(input:checked)": { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` },
    "&:focus-within": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "1px" },
  },
});

export const code = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, color: vars.text.muted });
