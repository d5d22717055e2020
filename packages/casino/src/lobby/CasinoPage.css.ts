import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const page = style({
  display: "grid",
  // minmax(0, …): a carousel's wide track must not widen the column past a 320 px screen.
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.xl,
  paddingBlock: vars.space.lg,
  inlineSize: "100%",
  maxInlineSize: 1400,
  marginInline: "auto",
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xxl, overflowWrap: "anywhere" });

export const sectionTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, overflowWrap: "anywhere" });

export const link = style({
  color: vars.text.link,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: "nowrap",
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const state = style({ display: "grid", gap: vars.space.sm, justifyItems: "start", paddingBlock: vars.space.lg });

export const rows = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.xl });
