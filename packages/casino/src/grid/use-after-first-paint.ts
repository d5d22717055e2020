import { startTransition, useEffect, useState } from "react";

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };

/**
 * True once the page is idle after its first paint, or as soon as the player scrolls: the moment to fetch
 * what the first screen does not need (the virtualiser), so it stays out of the lobby's first download.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return undefined;
    const idle = window as IdleWindow;
    // A transition: React renders what this unlocks in 5 ms slices, so it never blocks input (no long task).
    const go = () => startTransition(() => setReady(true));
    const id = idle.requestIdleCallback ? idle.requestIdleCallback(go, { timeout: 2000 }) : window.setTimeout(go, 200);
    window.addEventListener("scroll", go, { once: true, passive: true });
    return () => {
      if (idle.cancelIdleCallback) idle.cancelIdleCallback(id);
      else window.clearTimeout(id);
      window.removeEventListener("scroll", go);
    };
  }, [ready]);
  return ready;
}
