import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const content = style({ display: "grid", gap: vars.space.lg, minInlineSize: 0 });

export const row = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "end" });

export const text = style({ margin: 0, color: vars.text.secondary });
