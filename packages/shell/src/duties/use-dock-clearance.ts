import { useEffect, type RefObject } from "react";

/**
 * Keeps focused content clear of the fixed dock: the page's scroll padding at the block end follows the dock's
 * height, so an element scrolled into view on focus stops above the chat launcher and the cookie bar.
 */
export function useDockClearance(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const dock = ref.current;
    if (!dock || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingBlockEnd = `${Math.ceil(dock.getBoundingClientRect().height)}px`;
    });
    observer.observe(dock);
    return () => {
      observer.disconnect();
      root.style.removeProperty("scroll-padding-block-end");
    };
  }, [ref]);
}
