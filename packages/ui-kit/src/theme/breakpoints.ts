/** The spec's breakpoints in CSS pixels. */
export const breakpoints = {
  mobileMax: 767,
  tabletMin: 768,
  tabletMax: 1024,
  desktopMin: 1025,
  menuMax: 1450,
} as const;

/** Media queries for `@media` keys in .css.ts files and for `matchMedia`. */
export const media = {
  /** Phones: up to 767 px. */
  mobile: `(max-width: ${breakpoints.mobileMax}px)`,
  /** Tablets: 768 to 1024 px. */
  tablet: `(min-width: ${breakpoints.tabletMin}px) and (max-width: ${breakpoints.tabletMax}px)`,
  /** Tablets and wider. */
  tabletUp: `(min-width: ${breakpoints.tabletMin}px)`,
  /** Wider than tablets. */
  desktop: `(min-width: ${breakpoints.desktopMin}px)`,
  /** Navigation collapses into a menu: up to 1450 px. */
  menu: `(max-width: ${breakpoints.menuMax}px)`,
  /** Full navigation: wider than menu mode. */
  aboveMenu: `(min-width: ${breakpoints.menuMax + 1}px)`,
  reducedMotion: "(prefers-reduced-motion: reduce)",
} as const;

export type MediaName = keyof typeof media;

/** The exit time of modal dialogs (spec: 300 ms); the `motion.duration.dialogExit` token animates in step. */
export const DIALOG_EXIT_MS = 300;

/** True when the user asked for reduced motion; false outside a browser. */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia(media.reducedMotion).matches
    : false;
}
