import { useEffect, useState } from "react";

const observable = () => typeof IntersectionObserver === "function";

/**
 * Whether `element` is on screen now (any part of it inside the viewport), from an IntersectionObserver; true where
 * the browser has none, so nothing that waits on it is held for good.
 */
export function useOnScreen(element: Element | null): boolean {
  const [onScreen, setOnScreen] = useState(() => !observable());
  useEffect(() => {
    if (!element || !observable()) return;
    const observer = new IntersectionObserver((entries) => {
      const latest = entries[entries.length - 1];
      if (latest) setOnScreen(latest.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return onScreen;
}

/**
 * Whether `element` has come within `margin` of the viewport (an IntersectionObserver rootMargin, e.g. "50% 0px"):
 * false until it first does, then true for good. True where the browser has no IntersectionObserver.
 */
export function useHasComeNear(element: Element | null, margin: string): boolean {
  const [near, setNear] = useState(() => !observable());
  useEffect(() => {
    if (!element || near || !observable()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return near;
}
