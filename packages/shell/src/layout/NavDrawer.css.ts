import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { media, vars } from "@casino/ui-kit/theme";

const slideIn = keyframes({
  from: { transform: "translateX(var(--drawer-from))", opacity: 0.6 },
  to: { transform: "none", opacity: 1 },
});

export const drawer = style({
  vars: { "--drawer-from": "-100%" },
  position: "fixed",
  insetBlock: 0,
  insetInlineStart: 0,
  insetInlineEnd: "auto",
  margin: 0,
  padding: 0,
  inlineSize: "min(22rem, 100vw - 3rem)",
  maxInlineSize: "100vw",
  blockSize: "100dvh",
  maxBlockSize: "100dvh",
  border: "none",
  borderInlineEnd: `1px solid ${vars.surface.border}`,
  background: vars.surface.raised,
  color: vars.text.primary,
  boxShadow: vars.shadow.lg,
  overflowY: "auto",
  selectors: {
    "&[open]": { animation: `${slideIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}` },
    "[dir=rtl] &": { vars: { "--drawer-from": "100%" } },
    "&::backdrop": { background: vars.surface.backdrop },
  },
  "@media": { [media.reducedMotion]: { selectors: { "&[open]": { animation: "none" } } } },
});

/**
 * On <html> while the drawer is open (NavDrawer sets it): the page behind does not scroll. An attribute, not
 * `html:has(dialog[open])`: a :has() on the root is re-checked over the whole document on every node inserted
 * anywhere (the game grid inserts rows of tiles as the player scrolls).
 */
export const SCROLL_LOCK_ATTRIBUTE = "data-nav-drawer-open";
globalStyle(`html[${SCROLL_LOCK_ATTRIBUTE}]`, { overflow: "hidden" });

export const sheet = style({ display: "grid", gap: vars.space.md, padding: vars.space.md });

export const top = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm });

export const heading = style({ fontFamily: vars.font.heading, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });

export const bottom = style({ paddingBlockStart: vars.space.md, borderBlockStart: `1px solid ${vars.surface.border}` });
