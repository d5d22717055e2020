import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const page = style({
  display: "grid",
  gap: vars.space.xl,
  maxInlineSize: "60rem",
  marginInline: "auto",
  paddingBlock: vars.space.lg,
  minInlineSize: 0,
  overflowWrap: "anywhere",
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

export const section = style({ display: "grid", gap: vars.space.md, minInlineSize: 0 });

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });

export const channels = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 16rem), 1fr))",
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const channel = style({
  display: "grid",
  alignContent: "start",
  justifyItems: "start",
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.card,
  background: vars.surface.raised,
  border: `1px solid ${vars.surface.border}`,
});

export const channelName = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const channelLink = style({
  display: "inline-flex",
  alignItems: "center",
  minBlockSize: 44,
  color: vars.text.link,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "underline",
  textUnderlineOffset: "0.2em",
});

export const hours = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.text.secondary });

export const faqList = style({ display: "grid", gap: vars.space.xs, margin: 0, padding: 0, listStyle: "none" });

export const faqItem = style({
  borderRadius: vars.radius.md,
  background: vars.surface.raised,
  border: `1px solid ${vars.surface.border}`,
});

export const question = style({
  display: "flex",
  alignItems: "center",
  minBlockSize: 44,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  fontWeight: vars.fontWeight.bold,
  cursor: "pointer",
});

export const answer = style({ margin: 0, paddingBlock: `0 ${vars.space.md}`, paddingInline: vars.space.md, color: vars.text.secondary });

export const notice = style({ display: "grid", justifyItems: "start", gap: vars.space.xs });
