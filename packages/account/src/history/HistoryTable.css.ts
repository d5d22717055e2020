import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

const updating = { selectors: { "&[data-updating]": { opacity: 0.6, transition: `opacity ${vars.motion.duration.fast}` } } };

export const scroller = style({
  overflowX: "auto",
  maxInlineSize: "100%",
  border: `1px solid ${vars.surface.border}`,
  borderRadius: vars.radius.card,
  background: vars.surface.raised,
  selectors: { ...updating.selectors, "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const table = style({ inlineSize: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm });

/** Kept for screen readers; the tab above already names the table on screen. */
export const caption = style({
  position: "absolute",
  inlineSize: 1,
  blockSize: 1,
  overflow: "hidden",
  clipPath: "inset(50%)",
  whiteSpace: "nowrap",
});

const cellBase = style({ paddingBlock: vars.space.sm, paddingInline: vars.space.md, textAlign: "start", verticalAlign: "middle" });
export const head = style([
  cellBase,
  { color: vars.text.secondary, fontWeight: vars.fontWeight.medium, whiteSpace: "nowrap", borderBlockEnd: `1px solid ${vars.surface.border}` },
]);
export const numericHead = style([head, { textAlign: "end" }]);
export const data = style([cellBase, { whiteSpace: "nowrap" }]);
export const text = style([cellBase, { minInlineSize: "8rem" }]);
export const numeric = style([cellBase, { textAlign: "end", whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }]);
export const row = style({ selectors: { "& + &": { borderBlockStart: `1px solid ${vars.surface.border}` } } });

export const cardsFrame = style(updating);
export const cards = style({ display: "grid", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" });
export const card = style({
  padding: vars.space.md,
  border: `1px solid ${vars.surface.border}`,
  borderRadius: vars.radius.card,
  background: vars.surface.raised,
});
export const cardList = style({ display: "grid", gap: vars.space.xs, margin: 0 });
export const cardItem = style({ display: "flex", justifyContent: "space-between", gap: vars.space.md, alignItems: "baseline" });
export const cardLabel = style({ color: vars.text.secondary, fontSize: vars.fontSize.sm, flexShrink: 0 });
export const cardValue = style({ margin: 0, textAlign: "end", overflowWrap: "anywhere", minInlineSize: 0, fontVariantNumeric: "tabular-nums" });

const badgeBase = style({
  display: "inline-block",
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: "nowrap",
});
export const badge = styleVariants({
  neutral: [badgeBase, { background: vars.surface.sunken, color: vars.text.primary }],
  positive: [badgeBase, { background: vars.color.success, color: vars.color.successContrast }],
  negative: [badgeBase, { background: vars.color.danger, color: vars.color.dangerContrast }],
  open: [badgeBase, { background: vars.color.warning, color: vars.color.warningContrast }],
});
