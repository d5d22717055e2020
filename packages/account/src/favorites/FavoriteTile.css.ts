import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 11rem), 1fr))",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const tile = style({
  position: "relative",
  display: "grid",
  gridTemplateRows: "auto 1fr",
  overflow: "hidden",
  borderRadius: vars.radius.card,
  background: vars.surface.raised,
  border: `1px solid ${vars.surface.border}`,
});

export const link = style({
  display: "grid",
  color: "inherit",
  textDecoration: "none",
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 } },
});

/** 4:3 like the catalogue's thumbnails, reserved before the image arrives so nothing jumps. */
export const thumb = style({
  display: "block",
  inlineSize: "100%",
  aspectRatio: "4 / 3",
  objectFit: "cover",
  background: vars.surface.sunken,
});

export const text = style({ display: "grid", gap: vars.space.xxs, padding: vars.space.sm });

export const name = style({ fontWeight: vars.fontWeight.bold, overflowWrap: "anywhere" });

export const provider = style({ color: vars.text.secondary, fontSize: vars.fontSize.sm });

/** Over the thumbnail's corner, so the name below keeps the tile's whole width. */
export const remove = style({ position: "absolute", insetBlockStart: vars.space.xs, insetInlineEnd: vars.space.xs });

export const state = style({
  display: "grid",
  justifyItems: "start",
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.card,
  background: vars.surface.sunken,
});

export const stateText = style({ margin: 0 });

export const stateLink = style({ color: vars.text.link, fontWeight: vars.fontWeight.medium });
