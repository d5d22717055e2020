import { useSyncExternalStore } from "react";
import { useConnectionStore } from "./connection-store.ts";

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
};

export type ConnectionState = {
  /** The browser says it has a network (navigator.onLine). */
  online: boolean;
  /** The player's realtime socket dropped and is not back yet. */
  socketLost: boolean;
  /** Offline or the socket lost: the balance may have changed without the page hearing of it. */
  stale: boolean;
};

/** The browser's network and the realtime socket, for the connection banner and the header balance. */
export function useConnectionState(): ConnectionState {
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
  const socketLost = useConnectionStore((state) => state.socket === "lost");
  return { online, socketLost, stale: !online || socketLost };
}
