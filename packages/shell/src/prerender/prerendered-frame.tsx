import { useLayoutEffect } from "react";

/** The element the build writes the prerendered first paint into, beside the app's #root (tooling/vite/prerender.ts). */
export const PRERENDERED_FRAME_ID = "prerendered";

/** Whether the page came with a prerendered first paint (read once at start: the app removes it when it takes over). */
export const hasPrerenderedFrame = (doc: Document | undefined = globalThis.document): boolean =>
  doc?.getElementById(PRERENDERED_FRAME_ID) != null;

/**
 * Removes the prerendered first paint in the commit that shows the app (a layout effect: before the browser paints, so
 * the page never shows both, nor neither). The app rendered the same components, so the page keeps its geometry.
 */
export function TakeOverPrerenderedFrame() {
  useLayoutEffect(() => {
    document.getElementById(PRERENDERED_FRAME_ID)?.remove();
  }, []);
  return null;
}
