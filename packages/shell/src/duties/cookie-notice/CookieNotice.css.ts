import { style } from "@vanilla-extract/css";
import { media, vars } from "@casino/ui-kit/theme";

export const bar = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  width: "100%",
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  background: vars.surface.raised,
  color: vars.text.primary,
  borderBlockStart: `1px solid ${vars.surface.borderStrong}`,
  boxShadow: vars.shadow.lg,
  "@media": { [media.mobile]: { flexDirection: "column", alignItems: "stretch", paddingInline: vars.space.md } },
});

export const text = style({ margin: 0, flex: 1, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });

export const link = style({ color: vars.text.link, textDecoration: "underline", whiteSpace: "nowrap" });
