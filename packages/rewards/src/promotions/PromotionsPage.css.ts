import { style } from "@vanilla-extract/css";
import { media, vars } from "@casino/ui-kit/theme";
import { bannerImage } from "./banner.css.ts";

export const page = style({
  display: "grid",
  gap: vars.space.xl,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  maxInlineSize: "80rem",
  marginInline: "auto",
  minInlineSize: 0,
  "@media": { [media.mobile]: { paddingInline: vars.space.md, paddingBlock: vars.space.lg } },
});

export const section = style({ display: "grid", gap: vars.space.md, minInlineSize: 0 });

export const header = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "baseline", justifyContent: "space-between" });

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.heading });

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.heading });

export const link = style({ color: vars.text.link, fontWeight: vars.fontWeight.medium });

export const tiles = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 18rem), 1fr))",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const tile = style({
  position: "relative",
  display: "grid",
  gap: vars.space.xs,
  alignContent: "start",
  padding: vars.space.sm,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.surface.border}`,
  background: vars.surface.raised,
  minInlineSize: 0,
  selectors: { "&:focus-within": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});

export const tileImage = bannerImage;

// The whole tile is the link's target (its ::after covers the tile); the link text stays the accessible name.
export const tileLink = style({
  color: vars.text.primary,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.heading,
  textDecoration: "none",
  selectors: { "&::after": { content: '""', position: "absolute", inset: 0 }, "&:focus-visible": { outline: "none" } },
});

export const tileSummary = style({ margin: 0, color: vars.text.secondary, fontSize: vars.fontSize.sm });
