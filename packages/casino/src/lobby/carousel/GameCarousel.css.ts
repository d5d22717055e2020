import { style } from "@vanilla-extract/css";
import { media, vars } from "@casino/ui-kit/theme";

/**
 * A carousel off screen is not rendered: the lobby's game grid is scrolled far below its carousels, and each frame
 * of that scroll still pre-painted and culled their six dozen tiles (7-10% of the main thread's CPU time in the
 * lobby's 10,000 px scroll at 1280 px). It stays in the accessibility tree and in find-in-page. The browser keeps the
 * size it last laid out; before that, about a desktop row. The clip margin keeps the focus ring of the controls at
 * the row's edge (paint containment clips at the box).
 */
export const region = style({
  display: "grid",
  gap: vars.space.sm,
  minInlineSize: 0,
  contentVisibility: "auto",
  containIntrinsicSize: "auto 15rem",
  overflowClipMargin: 6,
});

export const bar = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm, minInlineSize: 0 });

export const title = style({ flex: "1 1 auto", minInlineSize: 0 });

export const controls = style({ display: "flex", gap: vars.space.xs });

export const control = style({
  display: "inline-grid",
  placeItems: "center",
  inlineSize: "2.25rem",
  blockSize: "2.25rem",
  padding: 0,
  border: `1px solid ${vars.surface.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.surface.raised,
  color: vars.text.primary,
  cursor: "pointer",
  selectors: {
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    "&:disabled": { opacity: 0.4, cursor: "default" },
    "&:hover:not(:disabled)": { borderColor: vars.color.brand },
  },
});

/** Arrows point along the reading direction: mirrored in right-to-left documents. */
export const arrow = style({ selectors: { '[dir="rtl"] &': { transform: "scaleX(-1)" } } });

/**
 * Before embla arrives the row is a native scroller with snap points; embla then moves the track with transforms
 * (overflow hidden). The scrollbar is hidden in both modes so the row's height never changes: no layout shift.
 */
export const viewport = style({
  overflowX: "auto",
  overflowY: "hidden",
  scrollSnapType: "x mandatory",
  scrollbarWidth: "none",
  overscrollBehaviorInline: "contain",
  // Room for the tiles' focus ring, which the clipping viewport would otherwise cut off.
  paddingBlock: 4,
  selectors: {
    "&::-webkit-scrollbar": { display: "none" },
    "&[data-enhanced]": { overflow: "hidden", scrollSnapType: "none" },
  },
  "@media": { [media.reducedMotion]: { scrollBehavior: "auto" }, "(prefers-reduced-motion: no-preference)": { scrollBehavior: "smooth" } },
});

export const track = style({
  display: "flex",
  gap: vars.space.sm,
  touchAction: "pan-y pinch-zoom",
  selectors: { [`${viewport}:not([data-enhanced]) &`]: { touchAction: "auto" } },
});

/** Two tiles and a peek on phones, then more as the row widens; the same widths with or without embla. */
export const slide = style({
  flex: `0 0 calc((100% - 2 * ${vars.space.sm}) / 2.3)`,
  minInlineSize: 0,
  scrollSnapAlign: "start",
  "@media": {
    // Spec §9: one slide per swipe on phones, natively too (embla does the same once it takes over).
    [media.mobile]: { scrollSnapStop: "always" },
    [media.tabletUp]: { flexBasis: `calc((100% - 3 * ${vars.space.sm}) / 4)` },
    [media.desktop]: { flexBasis: `calc((100% - 5 * ${vars.space.sm}) / 6)` },
  },
});
