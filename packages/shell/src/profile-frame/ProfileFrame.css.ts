import { style } from "@vanilla-extract/css";
import { media, vars } from "@casino/ui-kit/theme";

export const frame = style({
  display: "grid",
  // minmax(0, …): the scrolling tab list must not widen the column past a 320 px screen.
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.lg,
  paddingBlock: vars.space.lg,
  inlineSize: "100%",
  maxInlineSize: 1200,
  marginInline: "auto",
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });

export const tabs = style({
  display: "flex",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
  overflowX: "auto",
  borderBlockEnd: `1px solid ${vars.surface.border}`,
  scrollbarWidth: "thin",
});

export const tab = style({
  display: "inline-flex",
  alignItems: "center",
  minBlockSize: 44,
  paddingInline: vars.space.md,
  whiteSpace: "nowrap",
  color: vars.text.secondary,
  textDecoration: "none",
  borderBlockEnd: "3px solid transparent",
  selectors: {
    '&[aria-current="page"]': { color: vars.text.primary, borderBlockEndColor: vars.color.brand, fontWeight: vars.fontWeight.bold },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const body = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.lg,
  "@media": { [media.mobile]: { gap: vars.space.md } },
});

export const guest = style({ display: "grid", justifyItems: "start", gap: vars.space.md });
