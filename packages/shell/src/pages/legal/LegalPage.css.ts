import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const page = style({
  display: "grid",
  gap: vars.space.md,
  maxInlineSize: "75ch",
  marginInline: "auto",
  paddingBlock: vars.space.lg,
  overflowWrap: "anywhere",
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

export const skeleton = style({ display: "grid", gap: vars.space.lg });

export const notice = style({
  display: "grid",
  justifyItems: "start",
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.card,
  background: vars.surface.raised,
  border: `1px solid ${vars.surface.border}`,
});

/** The line saying the body below is in another language than the page's. */
export const note = style({ margin: 0, color: vars.text.secondary, fontSize: vars.fontSize.sm });

export const noticeText = style({ margin: 0, color: vars.text.secondary });

export const prose = style({ lineHeight: vars.lineHeight.relaxed, color: vars.text.primary });

globalStyle(`${prose} h2, ${prose} h3`, {
  marginBlock: `${vars.space.lg} ${vars.space.sm}`,
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
});
globalStyle(`${prose} h2`, { fontSize: vars.fontSize.xl });
globalStyle(`${prose} h3`, { fontSize: vars.fontSize.lg });
globalStyle(`${prose} p`, { marginBlock: `0 ${vars.space.md}` });
globalStyle(`${prose} ul, ${prose} ol`, { marginBlock: `0 ${vars.space.md}`, paddingInlineStart: vars.space.lg });
globalStyle(`${prose} li + li`, { marginBlockStart: vars.space.xs });
globalStyle(`${prose} a`, { color: vars.text.link });
globalStyle(`${prose} table`, { display: "block", maxInlineSize: "100%", overflowX: "auto", borderCollapse: "collapse" });
globalStyle(`${prose} th, ${prose} td`, { padding: vars.space.xs, border: `1px solid ${vars.surface.border}`, textAlign: "start" });
globalStyle(`${prose} img`, { maxInlineSize: "100%", blockSize: "auto" });
