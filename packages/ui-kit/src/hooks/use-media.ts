import { useCallback, useSyncExternalStore } from "react";
import { media, type MediaName } from "../theme/breakpoints.ts";

/** Whether one of the theme's media queries matches now, e.g. `useMedia("menu")`; false during server rendering. */
export function useMedia(name: MediaName): boolean {
  const query = media[name];
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", notify);
      return () => list.removeEventListener("change", notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
