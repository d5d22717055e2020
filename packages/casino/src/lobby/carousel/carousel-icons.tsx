import * as styles from "./GameCarousel.css.ts";

// The ui-kit has no arrow or media icons yet; these four are small enough to inline. Decorative: the buttons are labelled.
const svg = { width: 16, height: 16, viewBox: "0 0 16 16", "aria-hidden": true, focusable: false } as const;

export const PrevIcon = () => (
  <svg {...svg} className={styles.arrow}>
    <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export const NextIcon = () => (
  <svg {...svg} className={styles.arrow}>
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
