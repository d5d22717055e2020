import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

/** Phone code beside the number; the code column stays narrow, the number takes the rest (wraps below 320 px). */
export const choice = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.xs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.control,
  background: vars.surface.sunken,
});

export const credentials = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.surface.borderStrong}`,
  background: vars.surface.sunken,
});

export const credentialRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const credentialLabel = style({ color: vars.text.secondary, fontSize: vars.fontSize.sm });

export const credentialValue = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.lg,
  overflowWrap: "anywhere",
  userSelect: "all",
});

export const legalLink = style({ color: vars.text.link, textDecoration: "underline" });

export const notice = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.card,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  background: vars.surface.sunken,
});
