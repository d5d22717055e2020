import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const page = style({
  display: "grid",
  gap: vars.space.lg,
  paddingBlock: vars.space.lg,
  inlineSize: "100%",
  maxInlineSize: 1200,
  marginInline: "auto",
});

export const header = style({ display: "grid", gap: vars.space.xxs });

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, overflowWrap: "anywhere" });

export const meta = style({ margin: 0, color: vars.text.secondary });
