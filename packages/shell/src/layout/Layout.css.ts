import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const frame = style({ minHeight: "100dvh", display: "flex", flexDirection: "column" });

/** The side panel (panel navigation system) beside the page and its footer. */
export const body = style({ flex: 1, display: "flex", alignItems: "stretch", minInlineSize: 0 });

export const content = style({ flex: 1, display: "flex", flexDirection: "column", minInlineSize: 0 });

export const main = style({
  flex: 1,
  width: "100%",
  maxWidth: 1440,
  marginInline: "auto",
  padding: vars.space.md,
  outline: "none",
});

export const skipLink = style({
  position: "absolute",
  insetInlineStart: vars.space.sm,
  insetBlockStart: vars.space.sm,
  zIndex: vars.zIndex.toast,
  padding: vars.space.sm,
  background: vars.surface.raised,
  color: vars.text.primary,
  transform: "translateY(-200%)",
  selectors: { "&:focus": { transform: "none" } },
});
