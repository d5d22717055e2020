import { style } from "@vanilla-extract/css";
import { media, vars } from "@casino/ui-kit/theme";

export const area = style({
  // Its place in the dock takes no click (ShellDuties.css.ts); the chat takes its own.
  pointerEvents: "auto",
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-end",
  gap: vars.space.sm,
  marginInlineEnd: vars.space.md,
  marginBlockEnd: vars.space.md,
  maxWidth: `calc(100vw - 2 * ${vars.space.md})`,
});

export const launcher = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "3rem",
  paddingInline: vars.space.md,
  border: "none",
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  font: "inherit",
  fontWeight: vars.fontWeight.medium,
  boxShadow: vars.shadow.md,
  cursor: "pointer",
  ":hover": { filter: "brightness(1.08)" },
});

export const panel = style({
  display: "flex",
  flexDirection: "column",
  width: "min(24rem, 100%)",
  height: "min(32rem, 70dvh)",
  borderRadius: vars.radius.card,
  background: vars.surface.raised,
  color: vars.text.primary,
  border: `1px solid ${vars.surface.border}`,
  boxShadow: vars.shadow.lg,
  overflow: "hidden",
  "@media": { [media.mobile]: { width: `calc(100vw - 2 * ${vars.space.md})`, height: "min(32rem, 65dvh)" } },
});

export const panelHeader = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xs,
  background: vars.color.brand,
  color: vars.color.brandContrast,
});

export const panelTitle = style({ margin: 0, flex: 1, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const headerButton = style({
  minHeight: "2.5rem",
  paddingInline: vars.space.sm,
  border: "none",
  borderRadius: vars.radius.control,
  background: "transparent",
  color: "inherit",
  font: "inherit",
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
  ":hover": { background: "rgb(255 255 255 / 0.15)" },
});

export const body = style({ flex: 1, minHeight: 0, display: "flex", flexDirection: "column", padding: vars.space.md, gap: vars.space.sm });

export const log = style({
  flex: 1,
  minHeight: 0,
  overflowY: "auto",
  margin: 0,
  padding: 0,
  listStyle: "none",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
});

export const message = style({
  maxWidth: "85%",
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.lg,
  background: vars.surface.sunken,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
  whiteSpace: "pre-wrap",
});

export const own = style({ alignSelf: "flex-end", background: vars.color.brand, color: vars.color.brandContrast });

export const time = style({ display: "block", fontSize: vars.fontSize.xs, opacity: 0.75 });

export const form = style({ display: "flex", alignItems: "flex-end", gap: vars.space.xs });

export const grow = style({ flex: 1, minWidth: 0 });

export const fieldset = style({ border: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });
