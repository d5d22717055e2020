/** What the carousel asks of its engine once embla has taken over the row. */
export type CarouselHandle = { prev: () => void; next: () => void };

export type CarouselEdges = { canPrev: boolean; canNext: boolean };

export type CarouselEngineProps = {
  viewport: HTMLElement;
  direction: "ltr" | "rtl";
  /** Autoplay should run now: the player has not paused it, no reduced motion, no hover or focus on the slides. */
  running: boolean;
  onReady: (handle: CarouselHandle | null) => void;
  onEdges: (edges: CarouselEdges) => void;
};

/** Spec §9: the carousel moves on every 3000 ms. */
export const AUTOPLAY_DELAY_MS = 3000;
