import { useEffect, useEffectEvent } from "react";
import { useConnectionStore } from "./connection-store.ts";

/**
 * Runs `handler` when the realtime socket is back after a drop or failed attempts (not when it comes up at the first
 * try): events sent while it was down are lost, so a view waiting for one reads the state over HTTP instead. A module of its own: only lazy views
 * (the cashier's waiting states) use it, so it stays out of the first download.
 */
export function useRealtimeReconnect(handler: () => void): void {
  const onReconnect = useEffectEvent(handler);
  useEffect(
    () =>
      useConnectionStore.subscribe((state, previous) => {
        if (state.reconnects !== previous.reconnects) onReconnect();
      }),
    [],
  );
}
