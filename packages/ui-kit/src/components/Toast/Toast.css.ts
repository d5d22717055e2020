import { createVar, keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { media } from "../../theme/breakpoints.ts";
import { vars } from "../../theme/contract.css.ts";

export const region = style({
  position: "fixed",
  zIndex: vars.zIndex.toast,
  insetBlockEnd: vars.space.md,
  insetInlineEnd: vars.space.md,
  width: "min(24rem, calc(100% - 2 * 1rem))",
  // The empty region must not swallow clicks on the page under it.
  pointerEvents: "none",
  "@media": { [media.mobile]: { insetInline: vars.space.xs, insetBlockEnd: vars.space.xs, width: "auto" } },
});

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

const enter = keyframes({ from: { opacity: 0, transform: "translateY(0.5rem)" } });

const toneColor = createVar();
const toneRule = (tone: string) => ({ borderInlineStartColor: tone, vars: { [toneColor]: tone } });

export const toast = recipe({
  base: {
    pointerEvents: "auto",
    display: "flex",
    alignItems: "flex-start",
    gap: vars.space.sm,
    paddingBlock: vars.space.sm,
    paddingInlineStart: vars.space.md,
    paddingInlineEnd: vars.space.xs,
    background: vars.surface.overlay,
    color: vars.text.primary,
    border: `1px solid ${vars.surface.border}`,
    borderInlineStartWidth: "4px",
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.md,
    animation: `${enter} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
    "@media": { [media.reducedMotion]: { animation: "none" } },
  },
  variants: {
    tone: {
      info: toneRule(vars.color.info),
      success: toneRule(vars.color.success),
      warning: toneRule(vars.color.warning),
      danger: toneRule(vars.color.danger),
    },
  },
});

export const icon = style({ display: "flex", paddingBlockStart: "0.125rem", color: toneColor });

export const content = style({ flex: 1, minWidth: 0, paddingBlockStart: "0.125rem", overflowWrap: "anywhere" });

export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const description = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.text.secondary });
