import { style } from "@vanilla-extract/css";
import { media, vars } from "@casino/ui-kit/theme";

export const filters = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(10rem, 1fr))",
  gap: vars.space.md,
  alignItems: "start",
  flex: "1 1 32rem",
  // Date inputs have a wide intrinsic size: without these the form pushes a 320 px page sideways.
  minInlineSize: 0,
  "@media": { [media.mobile]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const pagination = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  flexWrap: "wrap",
  gap: vars.space.md,
});

export const pageOf = style({ color: vars.text.secondary, fontVariantNumeric: "tabular-nums" });

export const exportBox = style({ display: "grid", gap: vars.space.xs, justifyItems: "end", marginInlineStart: "auto" });
