import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "@casino/ui-kit/theme";

export const panel = style({
  display: "grid",
  // Cards in one row share a height: the extra space goes below the content, not between its lines.
  alignContent: "start",
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.surface.border}`,
  background: vars.surface.raised,
  "@media": { [media.mobile]: { padding: vars.space.md } },
});

export const notice = style([panel, { borderInlineStart: `4px solid ${vars.color.warning}` }]);

export const cards = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 22rem), 1fr))",
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg });

export const text = style({ margin: 0, color: vars.text.secondary });

export const cardHeader = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm });

const badgeBase = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: "nowrap",
});

export const badge = styleVariants({
  neutral: [badgeBase, { background: vars.surface.sunken, color: vars.text.primary }],
  info: [badgeBase, { background: vars.color.info, color: vars.color.infoContrast }],
  success: [badgeBase, { background: vars.color.success, color: vars.color.successContrast }],
  warning: [badgeBase, { background: vars.color.warning, color: vars.color.warningContrast }],
  danger: [badgeBase, { background: vars.color.danger, color: vars.color.dangerContrast }],
});

export const meta = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, margin: 0, fontSize: vars.fontSize.sm, color: vars.text.secondary });

export const fileName = style({ overflowWrap: "anywhere", color: vars.text.primary, fontWeight: vars.fontWeight.medium });

export const reason = style({ margin: 0, color: vars.color.danger });

export const historyList = style({ display: "grid", gap: vars.space.xs, margin: 0, marginBlockStart: vars.space.xs, paddingInlineStart: vars.space.lg });

export const summary = style({ cursor: "pointer", minBlockSize: 44, display: "flex", alignItems: "center", color: vars.text.link });

export const link = style({ color: vars.text.link, fontWeight: vars.fontWeight.bold });
