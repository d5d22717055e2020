import { style } from "@vanilla-extract/css";
import { media, vars } from "@casino/ui-kit/theme";

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.zIndex.dialog,
  overflowY: "auto",
  display: "grid",
  placeItems: "center",
  padding: vars.space.md,
  background: vars.surface.page,
  color: vars.text.primary,
});

export const card = style({
  display: "grid",
  gap: vars.space.md,
  width: "100%",
  maxWidth: "36rem",
  padding: vars.space.xl,
  borderRadius: vars.radius.card,
  background: vars.surface.raised,
  boxShadow: vars.shadow.lg,
  borderBlockStart: `4px solid ${vars.color.brand}`,
  "@media": { [media.mobile]: { padding: vars.space.lg } },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
  outline: "none",
});

export const details = style({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.surface.sunken,
  fontSize: vars.fontSize.sm,
});

export const term = style({ color: vars.text.secondary });
export const value = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: "anywhere" });
