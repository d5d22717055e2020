import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const actions = style({ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: vars.space.md, alignItems: "center" });

export const heading = style({ outline: "none" });
