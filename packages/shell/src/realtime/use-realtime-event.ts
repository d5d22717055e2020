import { useEffect, useEffectEvent } from "react";
import type { RealtimeBrowserEvent, RealtimeEventName } from "@casino/api-client";

/** Runs `handler` for each realtime event of that name (re-emitted on window by the realtime client). */
export function useRealtimeEvent<E extends RealtimeEventName>(name: E, handler: (event: RealtimeBrowserEvent<E>) => void): void {
  const onEvent = useEffectEvent((event: Event) => handler(event as RealtimeBrowserEvent<E>));
  useEffect(() => {
    window.addEventListener(name, onEvent);
    return () => window.removeEventListener(name, onEvent);
  }, [name]);
}
