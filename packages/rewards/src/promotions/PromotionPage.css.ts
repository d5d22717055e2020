import { style } from "@vanilla-extract/css";
import { media, vars } from "@casino/ui-kit/theme";
import { bannerImage } from "./banner.css.ts";

export const page = style({
  display: "grid",
  gap: vars.space.md,
  alignContent: "start",
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  maxInlineSize: "52rem",
  marginInline: "auto",
  minInlineSize: 0,
  "@media": { [media.mobile]: { paddingInline: vars.space.md, paddingBlock: vars.space.lg } },
});

export const back = style({ color: vars.text.link, justifySelf: "start" });

export const image = bannerImage;

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.heading });

export const summary = style({ margin: 0, color: vars.text.secondary, fontSize: vars.fontSize.lg });

export const body = style({ lineHeight: vars.lineHeight.relaxed });

export const terms = style({ color: vars.text.secondary, fontSize: vars.fontSize.sm });

export const termsSummary = style({ cursor: "pointer", color: vars.text.link });
