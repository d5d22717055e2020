import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "@casino/ui-kit/theme";

const ACCENT = 4;
const BAR = 64;
/** The sticky header's height, for things that stick below it (the side panel). */
export const HEADER_BLOCK_SIZE = `${ACCENT + BAR}px`;

export const header = style({
  position: "sticky",
  insetBlockStart: 0,
  zIndex: vars.zIndex.header,
  background: vars.surface.raised,
  borderBlockEnd: `1px solid ${vars.surface.border}`,
});

export const accent = style({ blockSize: ACCENT, background: vars.color.brand });

export const bar = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minBlockSize: BAR,
  maxWidth: 1920,
  marginInline: "auto",
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  "@media": { [media.mobile]: { gap: vars.space.xs, paddingInline: vars.space.sm } },
});

export const menuButton = style({
  display: "none",
  placeItems: "center",
  flexShrink: 0,
  inlineSize: 44,
  blockSize: 44,
  border: "none",
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.text.primary,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.surface.sunken } },
  "@media": { [media.menu]: { display: "inline-grid" } },
});

export const menuIcon = style({
  inlineSize: 24,
  blockSize: 24,
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
});

export const brand = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  minInlineSize: 0,
  color: vars.text.primary,
  textDecoration: "none",
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const logo = style({ display: "block", flexShrink: 0, inlineSize: 36, blockSize: 36 });

export const brandName = style({
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
  "@media": { [media.mobile]: { display: "none" } },
});

/** Grows to push the actions to the inline end; holds the basic system's top navigation above menu mode. */
export const topNav = style({
  flex: 1,
  minInlineSize: 0,
  display: "flex",
  justifyContent: "center",
});

globalStyle(`${topNav} > *`, { "@media": { [media.menu]: { display: "none" } } });

export const language = style({ flexShrink: 0, "@media": { [media.mobile]: { display: "none" } } });
