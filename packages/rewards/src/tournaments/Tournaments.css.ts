import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

// The page frame and headings of the promotions, so the rewards pages line up.
export { heading, page, section, tiles as cards, title } from "../promotions/PromotionsPage.css.ts";

export const card = style({
  display: "grid",
  alignContent: "start",
  gap: vars.space.sm,
  blockSize: "100%",
  boxSizing: "border-box",
  padding: vars.space.md,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.surface.border}`,
  background: vars.surface.raised,
  color: vars.text.primary,
});

export const kind = style({ margin: 0, color: vars.color.brand, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

export const name = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.heading });

export const nameLink = style({ color: "inherit" });

export const muted = style({ margin: 0, color: vars.text.secondary, fontSize: vars.fontSize.sm });

export const facts = style({ display: "grid", gap: vars.space.xxs, margin: 0, fontSize: vars.fontSize.sm });

export const fact = style({ display: "flex", flexWrap: "wrap", justifyContent: "space-between", gap: vars.space.xs });

export const term = style({ color: vars.text.secondary });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.medium, textAlign: "end" });

export const joined = style({ margin: 0, color: vars.text.primary, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

export const back = style({ color: vars.text.link, fontWeight: vars.fontWeight.medium, justifySelf: "start" });

export const table = style({ inlineSize: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm });

export const cell = style({ paddingBlock: vars.space.xs, paddingInline: vars.space.sm, textAlign: "start", borderBlockEnd: `1px solid ${vars.surface.border}` });

export const numeric = style([cell, { textAlign: "end", fontVariantNumeric: "tabular-nums" }]);

export const problem = style({ margin: 0, color: vars.text.primary, borderInlineStart: `4px solid ${vars.color.danger}`, paddingInlineStart: vars.space.sm });

export const join = style({ display: "grid", gap: vars.space.sm, justifyItems: "start" });

export const gameList = style({ display: "grid", gap: vars.space.xs, fontSize: vars.fontSize.sm });
