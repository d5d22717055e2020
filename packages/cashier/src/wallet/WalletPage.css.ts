import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const content = style({ display: "grid", gap: vars.space.lg, minInlineSize: 0 });

export const balances = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fit, minmax(9rem, 1fr))",
  margin: 0,
});

export const balance = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.card,
  background: vars.surface.raised,
  border: `1px solid ${vars.surface.border}`,
  minInlineSize: 0,
});

export const totalBalance = style([balance, { borderColor: vars.color.brand, borderInlineStartWidth: 4 }]);

export const term = style({ fontSize: vars.fontSize.sm, color: vars.text.secondary });

export const amount = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: "tabular-nums",
  overflowWrap: "anywhere",
});

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg });

export const walletList = style({ display: "grid", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" });

export const walletRow = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.surface.sunken,
});

export const walletFacts = style({ display: "contents" });
export const walletValue = style({ margin: 0, textAlign: "end", fontVariantNumeric: "tabular-nums" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });
