import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const frame = style({ minHeight: "100dvh", display: "flex", flexDirection: "column" });

export const header = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  background: vars.surface.raised,
  borderBlockStart: `4px solid ${vars.color.brand}`,
  borderBlockEnd: `1px solid ${vars.surface.border}`,
});

export const headerNav = style({ display: "flex", gap: vars.space.md, marginInlineStart: "auto" });

export const main = style({
  flex: 1,
  display: "grid",
  alignContent: "start",
  gap: vars.space.lg,
  width: "100%",
  maxWidth: 1440,
  marginInline: "auto",
  padding: vars.space.md,
});

export const tiles = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 10rem), 1fr))",
});

export const unavailable = style({
  flex: 1,
  display: "grid",
  alignContent: "center",
  justifyItems: "center",
  gap: vars.space.md,
  padding: vars.space.xl,
  textAlign: "center",
});

export const brand = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  color: vars.text.primary,
});

export const logo = style({ display: "block", inlineSize: 48, blockSize: 48 });

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, outline: "none" });

export const text = style({ margin: 0, maxInlineSize: "44ch", color: vars.text.secondary });
