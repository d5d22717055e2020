import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

/** The action panel is narrower than the form it replaces. */
export const measure = style({ maxInlineSize: "36rem", minInlineSize: 0 });

export const body = style({ display: "grid", gap: vars.space.md, minInlineSize: 0 });

export const limit = style({ margin: 0, padding: vars.space.sm, borderRadius: vars.radius.md, background: vars.surface.sunken });

export const facts = style({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  color: vars.text.secondary,
});

globalStyle(`${facts} dd`, { margin: 0, color: vars.text.primary, overflowWrap: "anywhere" });

export const mono = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, color: vars.text.muted });

export const strong = style({ fontWeight: vars.fontWeight.bold });

/** A QR must stay square and light with dark modules whatever the theme, or phones fail to scan it. */
export const qr = style({
  display: "block",
  inlineSize: "min(100%, 13.75rem)",
  aspectRatio: "1",
  blockSize: "auto",
  justifySelf: "center",
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: "#fff",
});

export const countdown = style({ display: "flex", alignItems: "baseline", gap: vars.space.sm, justifyContent: "center" });

export const clock = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: "tabular-nums",
});

export const problem = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  background: vars.surface.sunken,
});

globalStyle(`${problem} p`, { margin: 0 });

export const link = style({ color: vars.text.link, fontWeight: vars.fontWeight.medium });
