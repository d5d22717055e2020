import { useEffect, useState, type RefObject } from "react";

const observable = () => typeof IntersectionObserver === "function";

/**
 * Whether the element intersects the viewport grown by `rootMargin`, from an IntersectionObserver; `latch`: true for
 * good once it first does (the observer then goes). True where the browser has none, so nothing waits for good.
 * The element comes as a ref read after the commit: an element kept in state from a callback ref would re-render
 * its component synchronously inside the commit (the lobby's first commit re-rendered each of its rows so).
 */
function useIntersecting(ref: RefObject<Element | null>, { rootMargin, latch }: { rootMargin?: string; latch: boolean }): boolean {
  const [intersecting, setIntersecting] = useState(() => !observable());
  const settled = latch && intersecting;
  useEffect(() => {
    const element = ref.current;
    if (!element || settled || !observable()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const latest = entries[entries.length - 1];
        if (!latest) return;
        // A latch never lets go: a report queued before the observer goes (it goes after the commit) must not
        // take back what an earlier one gave (a row's thumbnails vanished so when it left the screen at once).
        if (latch) setIntersecting((was) => was || entries.some((entry) => entry.isIntersecting));
        else setIntersecting(latest.isIntersecting);
      },
      rootMargin === undefined ? undefined : { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, latch, settled]);
  return intersecting;
}

/** Whether the ref's element is on screen now (any part of it inside the viewport). */
export function useOnScreen(ref: RefObject<Element | null>): boolean {
  return useIntersecting(ref, { latch: false });
}

/**
 * Whether the ref's element has come within `margin` of the viewport (an IntersectionObserver rootMargin, e.g.
 * "50% 0px"): false until it first does, then true for good.
 */
export function useHasComeNear(ref: RefObject<Element | null>, margin: string): boolean {
  return useIntersecting(ref, { rootMargin: margin, latch: true });
}
