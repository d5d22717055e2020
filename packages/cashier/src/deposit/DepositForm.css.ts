import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const form = style({ display: "grid", gap: vars.space.lg, maxInlineSize: "48rem", minInlineSize: 0 });

const panel = {
  padding: vars.space.md,
  borderRadius: vars.radius.card,
  background: vars.surface.sunken,
  borderInlineStart: `4px solid ${vars.color.info}`,
} as const;

export const notice = style(panel);

export const failure = style({ ...panel, borderInlineStartColor: vars.color.danger });

export const limit = style({ margin: 0, color: vars.text.secondary, fontSize: vars.fontSize.sm });

export const footer = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

export const skeletonTiles = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 13rem), 1fr))",
});
