import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const block = style({ display: "grid", gap: vars.space.sm, minInlineSize: 0 });

export const line = style({ margin: 0 });
