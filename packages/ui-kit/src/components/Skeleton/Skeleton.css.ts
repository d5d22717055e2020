import { createVar, keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { media } from "../../theme/breakpoints.ts";
import { vars } from "../../theme/contract.css.ts";

export const width = createVar();
export const height = createVar();

const shimmer = keyframes({ from: { backgroundPosition: "150% 0" }, to: { backgroundPosition: "-50% 0" } });

export const skeleton = recipe({
  base: {
    display: "block",
    width: width,
    maxWidth: "100%",
    height: height,
    // Tinted from the text colour, so the placeholder shows on any surface in light and dark themes.
    backgroundColor: `color-mix(in srgb, ${vars.text.primary} 9%, transparent)`,
    backgroundImage: `linear-gradient(90deg, transparent 0%, color-mix(in srgb, ${vars.text.primary} 8%, transparent) 50%, transparent 100%)`,
    backgroundSize: "200% 100%",
    backgroundRepeat: "no-repeat",
    animation: `${shimmer} 1.4s ease-in-out infinite`,
    "@media": { [media.reducedMotion]: { animation: "none", backgroundImage: "none" } },
  },
  variants: {
    shape: {
      text: { borderRadius: vars.radius.sm, height: "0.9em", marginBlock: "0.3em" },
      rect: { borderRadius: vars.radius.card },
      circle: { borderRadius: vars.radius.full, aspectRatio: "1", height: "auto" },
    },
  },
});

export const lines = style({ display: "block", width: width, maxWidth: "100%" });
