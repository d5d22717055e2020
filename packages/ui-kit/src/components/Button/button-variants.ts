import type { StyleRule } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

// Hover mixes a fill toward its own "on" colour, so it reads in light and dark themes alike.
function filled(background: string, color: string): StyleRule {
  return {
    background,
    color,
    selectors: {
      "&:hover:not(:disabled)": { background: `color-mix(in srgb, ${background} 86%, ${color})` },
      "&:active:not(:disabled)": { background: `color-mix(in srgb, ${background} 76%, ${color})` },
    },
  };
}

const quiet: StyleRule["selectors"] = {
  "&:hover:not(:disabled)": { background: "color-mix(in srgb, currentColor 8%, transparent)" },
  "&:active:not(:disabled)": { background: "color-mix(in srgb, currentColor 14%, transparent)" },
};

/** Tone rules shared by Button and IconButton. */
export const buttonVariantRules = {
  primary: filled(vars.color.brand, vars.color.brandContrast),
  secondary: {
    background: "transparent",
    color: vars.text.primary,
    borderColor: vars.surface.borderStrong,
    selectors: quiet,
  },
  ghost: { background: "transparent", color: vars.text.primary, selectors: quiet },
  danger: filled(vars.color.danger, vars.color.dangerContrast),
} satisfies Record<string, StyleRule>;

export const buttonBaseRule: StyleRule = {
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  margin: 0,
  border: "1px solid transparent",
  borderRadius: vars.radius.control,
  fontFamily: "inherit",
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textAlign: "center",
  textDecoration: "none",
  cursor: "pointer",
  userSelect: "none",
  WebkitTapHighlightColor: "transparent",
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    "&:disabled": { cursor: "not-allowed", opacity: 0.55 },
    '&[aria-busy="true"]': { cursor: "progress", opacity: 1 },
  },
};
