import { useLayoutEffect, useState, type RefObject } from "react";

export type ElementBox = { width: number; top: number };

const documentTop = (element: HTMLElement) => element.getBoundingClientRect().top + window.scrollY;

/**
 * The element's width (columns follow it, through a ResizeObserver) and its offset from the top of the
 * document (the window virtualiser's scroll margin: the filter bar above it may wrap onto more lines).
 */
export function useElementBox(ref: RefObject<HTMLElement | null>): ElementBox {
  const [box, setBox] = useState<ElementBox>({ width: 0, top: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const update = () => {
      const next = { width: element.clientWidth, top: Math.round(documentTop(element)) };
      setBox((current) => (current.width === next.width && current.top === next.top ? current : next));
    };
    update();
    if (typeof ResizeObserver === "undefined") return undefined;
    // Watching the body too catches content above the grid growing (a banner, a wrapped filter bar).
    const observer = new ResizeObserver(update);
    observer.observe(element);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return box;
}
