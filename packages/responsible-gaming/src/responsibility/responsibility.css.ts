import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const page = style({
  display: "grid",
  gap: vars.space.lg,
  inlineSize: "100%",
  maxInlineSize: "75ch",
  marginInline: "auto",
  paddingBlock: vars.space.lg,
  overflowWrap: "anywhere",
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

export const list = style({ display: "grid", gap: vars.space.md, margin: 0, padding: 0, listStyle: "none" });

export const item = style({ display: "grid", gap: vars.space.xs });

export const link = style({ color: vars.text.link, fontWeight: vars.fontWeight.bold, minBlockSize: 24 });

export const prose = style({ lineHeight: vars.lineHeight.relaxed });
globalStyle(`${prose} h2, ${prose} h3`, { fontFamily: vars.font.heading, fontSize: vars.fontSize.lg });
globalStyle(`${prose} p`, { marginBlock: `0 ${vars.space.md}` });
