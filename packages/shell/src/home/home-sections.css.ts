import { style } from "@vanilla-extract/css";

/** A section that renders nothing takes no room (no gap of the page's grid around an empty slot). */
export const section = style({
  minWidth: 0,
  selectors: { "&:empty": { display: "none" } },
});
