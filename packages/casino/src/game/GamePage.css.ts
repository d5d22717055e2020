import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const page = style({
  display: "grid",
  gap: vars.space.xl,
  inlineSize: "100%",
  maxInlineSize: "72rem",
  marginInline: "auto",
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  minInlineSize: 0,
});

/** Thumbnail beside the text on wide screens, above it on narrow ones. */
export const layout = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "minmax(0, 1fr)",
  alignItems: "start",
  "@media": { "screen and (min-width: 768px)": { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 3fr)" } },
});

/** The 4:3 box is reserved before the image arrives, so the text beside or below it never moves. */
export const thumbFrame = style({
  aspectRatio: "4 / 3",
  overflow: "hidden",
  borderRadius: vars.radius.card,
  background: vars.surface.sunken,
});

export const thumb = style({ display: "block", inlineSize: "100%", blockSize: "100%", objectFit: "cover" });

export const body = style({ display: "grid", gap: vars.space.md, minInlineSize: 0 });

export const titleRow = style({ display: "flex", gap: vars.space.sm, alignItems: "start", justifyContent: "space-between" });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: "anywhere",
});

export const providerLine = style({ margin: 0, color: vars.text.secondary });

export const provider = style({ color: vars.text.link, fontWeight: vars.fontWeight.medium });

export const description = style({ margin: 0, color: vars.text.secondary, lineHeight: vars.lineHeight.relaxed });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

const actionBase = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minBlockSize: "2.75rem",
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.control,
  fontWeight: vars.fontWeight.bold,
  textDecoration: "none",
  border: "2px solid transparent",
  outlineOffset: "2px",
  ":focus-visible": { outline: `2px solid ${vars.color.focus}` },
});

export const action = styleVariants({
  primary: [actionBase, { background: vars.color.brand, color: vars.color.brandContrast }],
  secondary: [actionBase, { background: "transparent", color: vars.text.primary, borderColor: vars.surface.borderStrong }],
});

export const favourite = style({
  flexShrink: 0,
  display: "inline-grid",
  placeItems: "center",
  inlineSize: "2.75rem",
  blockSize: "2.75rem",
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.surface.borderStrong}`,
  background: vars.surface.raised,
  color: vars.text.secondary,
  cursor: "pointer",
  outlineOffset: "2px",
  ":focus-visible": { outline: `2px solid ${vars.color.focus}` },
  ":disabled": { cursor: "default", opacity: 0.6 },
  selectors: { '&[aria-pressed="true"]': { color: vars.color.danger, borderColor: vars.color.danger } },
});

export const state = style({ display: "grid", gap: vars.space.md, justifyItems: "start", paddingBlock: vars.space.xl });

export const stateTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.heading });

export const link = style({ color: vars.text.link, fontWeight: vars.fontWeight.medium });
