import { vi } from "vitest";

/**
 * matchMedia for a screen `width` px wide (happy-dom lays nothing out): min-width and max-width queries answer for it;
 * reduced motion is off. Undo with vi.unstubAllGlobals().
 */
export function stubScreenWidth(width: number): void {
  vi.stubGlobal("matchMedia", (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) && !query.includes("reduce");
    return { matches, media: query, addEventListener: () => undefined, removeEventListener: () => undefined };
  });
}
