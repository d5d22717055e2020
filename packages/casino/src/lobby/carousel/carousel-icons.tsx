import * as styles from "./GameCarousel.css.ts";

// The ui-kit has no arrow or media icons yet; these four are small enough to inline. Decorative: the buttons are labelled.
const svg = { width: 16, height: 16, viewBox: "0 0 16 16", "aria-hidden": true, focusable: false } as const;
// The arrows point the way the row moves, so they mirror in right-to-left; play and pause are media symbols and do not.
// data-rtl-mirror names an icon that may mirror (the e2e check of every right-to-left page allows no other).
const arrow = { ...svg, className: styles.arrow, "data-rtl-mirror": "" } as const;

export const PrevIcon = () => (
  <svg {...arrow}>
    <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export const NextIcon = () => (
  <svg {...arrow}>
    <path d="m6 3 5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export const PauseIcon = () => (
  <svg {...svg}>
    <path d="M4 3h3v10H4zM9 3h3v10H9z" fill="currentColor" />
  </svg>
);

export const PlayIcon = () => (
  <svg {...svg}>
    <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
  </svg>
);
