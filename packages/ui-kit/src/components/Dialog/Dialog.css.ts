import { fallbackVar, keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { media } from "../../theme/breakpoints.ts";
import { vars } from "../../theme/contract.css.ts";

const fadeIn = keyframes({ from: { opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0 } });
const rise = keyframes({ from: { opacity: 0, transform: "translateY(1rem) scale(0.98)" } });
const sink = keyframes({ to: { opacity: 0, transform: "translateY(1rem) scale(0.98)" } });

// Older engines do not let ::backdrop inherit custom properties from the dialog; the fallback keeps it dim.
const backdrop = fallbackVar(vars.surface.backdrop, "rgb(0 0 0 / 0.6)");

export const dialog = recipe({
  base: {
    padding: 0,
    margin: "auto",
    border: `1px solid ${vars.surface.border}`,
    borderRadius: vars.radius.card,
    background: vars.surface.overlay,
    color: vars.text.primary,
    boxShadow: vars.shadow.lg,
    width: `calc(100% - 2 * ${vars.space.md})`,
    maxHeight: `calc(100dvh - 2 * ${vars.space.md})`,
    overflow: "hidden",
    selectors: {
      "&[open]": {
        display: "flex",
        animation: `${rise} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
      },
      "&[data-closing]": {
        animation: `${sink} ${vars.motion.duration.dialogExit} ${vars.motion.easing.exit} forwards`,
      },
      "&::backdrop": { background: backdrop, animation: `${fadeIn} ${vars.motion.duration.normal} linear` },
      "&[data-closing]::backdrop": {
        animation: `${fadeOut} ${vars.motion.duration.dialogExit} linear forwards`,
      },
    },
    "@media": {
      [media.reducedMotion]: {
        selectors: { "&[open], &[data-closing], &::backdrop, &[data-closing]::backdrop": { animation: "none" } },
      },
    },
  },
  variants: {
    size: {
      sm: { maxWidth: "24rem" },
      md: { maxWidth: "32rem" },
      lg: { maxWidth: "48rem" },
      // A side sheet at the inline end (the right, or the left in RTL), full height; the whole width on phones.
      sheet: {
        marginBlock: 0,
        marginInlineStart: "auto",
        marginInlineEnd: 0,
        width: "min(100%, 30rem)",
        height: "100dvh",
        maxHeight: "100dvh",
        borderRadius: 0,
        borderBlock: 0,
        borderInlineEnd: 0,
        "@media": { [media.mobile]: { width: "100%", borderInlineStart: 0 } },
      },
    },
  },
  defaultVariants: { size: "md" },
});

/** Fills the dialog so a click whose target is the dialog itself can only be on the backdrop. */
export const panel = style({ display: "flex", flexDirection: "column", width: "100%", minHeight: 0 });

export const header = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: vars.space.sm,
});

export const title = style({
  flex: 1,
  margin: 0,
  paddingBlockStart: vars.space.xs,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: "anywhere",
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: "auto",
  overscrollBehavior: "contain",
  paddingInline: vars.space.lg,
  paddingBlockEnd: vars.space.lg,
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  gap: vars.space.sm,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.md,
  borderBlockStart: `1px solid ${vars.surface.border}`,
});
