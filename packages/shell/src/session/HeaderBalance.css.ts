import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const balance = style({
  display: "inline-grid",
  justifyItems: "end",
  gap: vars.space.xxs,
  margin: 0,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.control,
  background: vars.surface.sunken,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: "nowrap",
});

export const label = style({ fontSize: vars.fontSize.xs, color: vars.text.secondary });

export const amount = style({
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: "tabular-nums",
  color: vars.text.primary,
});

/** Possibly out of date (the connection is down): dimmed to the secondary text colour, after a warning icon. */
export const staleAmount = style([
  amount,
  { display: "inline-flex", alignItems: "center", gap: vars.space.xxs, color: vars.text.secondary },
]);

export const root = style({ position: "relative" });

export const trigger = style({
  border: "none",
  font: "inherit",
  cursor: "pointer",
  minBlockSize: 44,
  selectors: { "&:hover": { background: vars.surface.border } },
});

export const wallets = style({ display: "grid", gap: vars.space.xs, margin: 0, padding: vars.space.xs });

export const walletRow = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.md,
});

export const walletAmount = style([amount, { margin: 0 }]);
