import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

// The header is 69 px (accent, bar and border, see the shell); the page fills the rest of the viewport so the
// game needs no scrolling, on a phone as on a wide screen.
const HEADER = "69px";

export const page = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  blockSize: `calc(100dvh - ${HEADER} - 2 * ${vars.space.md})`,
  minBlockSize: 360,
});

export const stage = style({
  position: "relative",
  flex: 1,
  minBlockSize: 0,
  borderRadius: vars.radius.md,
  overflow: "hidden",
  background: "#000",
});

export const frame = style({ display: "block", inlineSize: "100%", blockSize: "100%", border: 0 });

export const notice = style({
  maxInlineSize: "40rem",
  marginInline: "auto",
  marginBlock: vars.space.xl,
  padding: vars.space.lg,
  borderRadius: vars.radius.card,
  background: vars.surface.raised,
  border: `1px solid ${vars.surface.border}`,
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

/** A link that looks like a button (page links: deposit, casino, log in). */
export const linkButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  minBlockSize: 44,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.control,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontWeight: vars.fontWeight.bold,
  textDecoration: "none",
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const linkSecondary = style([
  linkButton,
  { background: "transparent", color: vars.text.primary, border: `1px solid ${vars.surface.borderStrong}` },
]);

export const noticeTitle = style({ margin: 0, fontSize: vars.fontSize.xl });
export const fill = style({ blockSize: "100%" });
