import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

/** The sidebar's body; the dialog itself is the ui-kit's side sheet (the modal's size "sheet"). */
export const sheetBody = style({ display: "grid", gap: vars.space.md, minInlineSize: 0 });
