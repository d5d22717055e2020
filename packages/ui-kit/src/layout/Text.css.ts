import { style } from "@vanilla-extract/css";
import { recipe, type RecipeVariants } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";

export const text = recipe({
  base: { margin: 0 },
  variants: {
    size: {
      xs: { fontSize: vars.fontSize.xs },
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.lg },
      xl: { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight },
      xxl: { fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight },
      xxxl: { fontSize: vars.fontSize.xxxl, lineHeight: vars.lineHeight.tight },
    },
    tone: {
      primary: { color: vars.text.primary },
      secondary: { color: vars.text.secondary },
      muted: { color: vars.text.muted },
      inverse: { color: vars.text.inverse },
      link: { color: vars.text.link },
      brand: { color: vars.color.brand },
      danger: { color: vars.color.danger },
      success: { color: vars.color.success },
      inherit: { color: "inherit" },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      bold: { fontWeight: vars.fontWeight.bold },
      heading: { fontWeight: vars.fontWeight.heading },
    },
    font: {
      body: { fontFamily: vars.font.body },
      heading: { fontFamily: vars.font.heading },
      mono: { fontFamily: vars.font.mono },
    },
    align: { start: { textAlign: "start" }, center: { textAlign: "center" }, end: { textAlign: "end" } },
    truncate: {
      true: { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", minWidth: 0 },
      false: { overflowWrap: "anywhere" },
    },
  },
  defaultVariants: { size: "md", tone: "primary", weight: "regular", font: "body", truncate: false },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;

export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});
