import { createVar, keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { media } from "../../theme/breakpoints.ts";
import { vars } from "../../theme/contract.css.ts";

export const width = createVar();
export const height = createVar();

// The shimmer moves a pseudo-element with transform, which the compositor animates alone: animating
// background-position repainted every skeleton on every frame (a lobby of skeleton tiles cost seconds of paint).
const shimmer = keyframes({ from: { transform: "translateX(-100%)" }, to: { transform: "translateX(100%)" } });

export const skeleton = recipe({
  base: {
    display: "block",
    width: width,
    maxWidth: "100%",
    height: height,
    // Tinted from the text colour, so the placeholder shows on any surface in light and dark themes.
    position: "relative",
    overflow: "hidden",
    backgroundColor: `color-mix(in srgb, ${vars.text.primary} 9%, transparent)`,
    "::after": {
      content: '""',
      position: "absolute",
      inset: 0,
      backgroundImage: `linear-gradient(90deg, transparent 0%, color-mix(in srgb, ${vars.text.primary} 8%, transparent) 50%, transparent 100%)`,
      animation: `${shimmer} 1.4s ease-in-out infinite`,
    },
    // Still inside an inert region: the build's prerendered first paint is one (a painting the app replaces), and its
    // skeletons' shimmers, a composited layer each, cost a slow phone ~250 ms of blocking time (Lighthouse, /casino:
    // TBT 630 -> 376 ms, median of 3) in the second before the app takes over, which had its own frames to paint.
    selectors: { "[inert] &::after": { content: "none", animation: "none" } },
    "@media": { [media.reducedMotion]: { selectors: { "&::after": { animation: "none", display: "none" } } } },
  },
  variants: {
    // A still block (no ::after, no animation): each shimmer is a composited animation the browser sets up on the
    // main thread when it starts (style, layer), and a lobby's first seconds start some two hundred of them.
    still: { true: { "::after": { content: "none", animation: "none" } }, false: {} },
    shape: {
      text: { borderRadius: vars.radius.sm, height: "0.9em", marginBlock: "0.3em" },
      rect: { borderRadius: vars.radius.card },
      circle: { borderRadius: vars.radius.full, aspectRatio: "1", height: "auto" },
    },
  },
  defaultVariants: { still: false },
});

export const lines = style({ display: "block", width: width, maxWidth: "100%" });
