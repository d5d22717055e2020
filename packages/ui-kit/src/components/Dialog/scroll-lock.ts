let locks = 0;
let saved: { overflow: string; scrollbarGutter: string } | null = null;

/**
 * Stops the page behind a modal from scrolling; nested modals share one lock.
 * Returns the release function, safe to call more than once.
 */
export function lockScroll(): () => void {
  const root = document.documentElement;
  if (locks === 0) {
    saved = { overflow: root.style.overflow, scrollbarGutter: root.style.scrollbarGutter };
    const hadScrollbar = window.innerWidth > root.clientWidth;
    root.style.overflow = "hidden";
    // Keeps the gutter of a vanished scrollbar so the page does not shift sideways; without one, no gutter.
    if (hadScrollbar) root.style.scrollbarGutter = "stable";
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved) {
      root.style.overflow = saved.overflow;
      root.style.scrollbarGutter = saved.scrollbarGutter;
      saved = null;
    }
  };
}
