import { useEffect, useState } from "react";

const observable = () => typeof IntersectionObserver === "function";

/**
 * Whether `element` intersects the viewport grown by `rootMargin`, from an IntersectionObserver; `latch`: true for
 * good once it first does (the observer then goes). True where the browser has none, so nothing waits for good.
 */
function useIntersecting(element: Element | null, { rootMargin, latch }: { rootMargin?: string; latch: boolean }): boolean {
  const [intersecting, setIntersecting] = useState(() => !observable());
  const settled = latch && intersecting;
  useEffect(() => {
    if (!element || settled || !observable()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const latest = entries[entries.length - 1];
        if (!latest) return;
        setIntersecting(latch ? entries.some((entry) => entry.isIntersecting) : latest.isIntersecting);
      },
      rootMargin === undefined ? undefined : { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, rootMargin, latch, settled]);
  return intersecting;
}

/** Whether `element` is on screen now (any part of it inside the viewport). */
export function useOnScreen(element: Element | null): boolean {
  return useIntersecting(element, { latch: false });
}

/**
 * Whether `element` has come within `margin` of the viewport (an IntersectionObserver rootMargin, e.g. "50% 0px"):
 * false until it first does, then true for good.
 */
export function useHasComeNear(element: Element | null, margin: string): boolean {
  return useIntersecting(element, { rootMargin: margin, latch: true });
}
