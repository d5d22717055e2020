import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const bar = style({ display: "flex", flexWrap: "wrap", alignItems: "end", gap: vars.space.sm });

export const search = style({ flex: "1 1 14rem", minInlineSize: 0 });

export const control = style({ flex: "0 1 14rem", minInlineSize: 0 });

export const providers = style({ position: "relative", flex: "0 1 14rem", minInlineSize: 0 });

export const summary = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.xs,
  minBlockSize: "2.75rem",
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.surface.borderStrong}`,
  borderRadius: vars.radius.field,
  background: vars.surface.raised,
  color: vars.text.primary,
  cursor: "pointer",
  listStyle: "none",
  selectors: { "&::-webkit-details-marker": { display: "none" } },
  ":focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
});

/** Over the grid rather than pushing it down, so opening the list does not move the games. */
export const panel = style({
  position: "absolute",
  insetBlockStart: "calc(100% + 4px)",
  insetInlineStart: 0,
  zIndex: vars.zIndex.dropdown,
  inlineSize: "min(20rem, 90vw)",
  maxBlockSize: "min(24rem, 60vh)",
  overflowY: "auto",
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.surface.border}`,
  borderRadius: vars.radius.md,
  background: vars.surface.overlay,
  boxShadow: vars.shadow.md,
  display: "grid",
  gap: vars.space.xs,
});
