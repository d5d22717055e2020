import { useEffectEvent, useLayoutEffect } from "react";
import type { RealtimeBrowserEvent, RealtimeEventName } from "@casino/api-client";

/**
 * Runs `handler` for each realtime event of that name (re-emitted on window by the realtime client). It listens from
 * the commit that shows the component (a layout effect): a passive effect runs only after the browser has painted,
 * so an event arriving while the view was already on screen could be missed.
 */
export function useRealtimeEvent<E extends RealtimeEventName>(name: E, handler: (event: RealtimeBrowserEvent<E>) => void): void {
  const onEvent = useEffectEvent((event: Event) => handler(event as RealtimeBrowserEvent<E>));
  useLayoutEffect(() => {
    window.addEventListener(name, onEvent);
    return () => window.removeEventListener(name, onEvent);
  }, [name]);
}
