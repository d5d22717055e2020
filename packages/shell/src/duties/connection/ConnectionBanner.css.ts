import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

/**
 * The live region: always there (so a change is announced), no box while empty; centred in the dock. Nothing in it
 * takes a click, so a click on what it covers goes through.
 */
export const region = style({
  alignSelf: "center",
  pointerEvents: "none",
  maxInlineSize: `calc(100% - 2 * ${vars.space.sm})`,
  // No margin while empty either: arriving with the lazy duties, it would move the dock's top by that much.
  selectors: { "&:not(:empty)": { marginBlockEnd: vars.space.xs } },
});

export const pill = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  margin: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  background: vars.color.warning,
  color: vars.color.warningContrast,
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: "anywhere",
});
