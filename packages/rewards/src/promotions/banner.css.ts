import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

/** The 800x300 banners of bonuses and promotions: full width, their space kept while they load. */
export const bannerImage = style({
  display: "block",
  inlineSize: "100%",
  blockSize: "auto",
  aspectRatio: "8 / 3",
  objectFit: "cover",
  borderRadius: vars.radius.md,
  background: vars.surface.sunken,
});
