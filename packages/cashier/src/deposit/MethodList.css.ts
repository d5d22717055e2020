import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const fieldset = style({ margin: 0, padding: 0, border: 0, minInlineSize: 0, display: "grid", gap: vars.space.sm });

export const legend = style({ padding: 0, marginBlockEnd: vars.space.sm, fontWeight: vars.fontWeight.bold });

export const list = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 13rem), 1fr))",
});

export const option = style({
  display: "grid",
  gridTemplateColumns: "auto 3rem minmax(0, 1fr)",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.surface.border}`,
  borderRadius: vars.radius.card,
  background: vars.surface.raised,
  cursor: "pointer",
  selectors: {
    "&:has(input:checked)": { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` },
    "&:has(input:focus-visible)": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const thumbnail = style({ inlineSize: "3rem", blockSize: "2rem", objectFit: "contain" });

export const text = style({ display: "grid", minInlineSize: 0 });

export const title = style({ fontWeight: vars.fontWeight.medium, overflowWrap: "break-word" });

export const range = style({ fontSize: vars.fontSize.sm, color: vars.text.secondary });
