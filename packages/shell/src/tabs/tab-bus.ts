import type { TabMessage } from "@casino/domain";

// The tabs' bus as the rest of the shell sees it, kept tiny for the first download: listeners and a way out. The
// transport (BroadcastChannel or the storage event, with the check of what arrives) is tab-channel.ts, loaded lazily.

type Listener = (message: TabMessage) => void;

const listeners = new Set<Listener>();
let send: ((message: TabMessage) => void) | undefined;

/** Tells the other tabs; nothing happens before the transport is connected (unit tests, the first moments of a page). */
export function postTabMessage(message: TabMessage): void {
  send?.(message);
}

/** Runs `listener` for each message from another tab; returns the unsubscribe. */
export function onTabMessage(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The transport hands over a checked message from another tab. */
export function receiveTabMessage(message: TabMessage): void {
  for (const listener of listeners) listener(message);
}

/** The transport connects (a function) or leaves (undefined). */
export function connectTabTransport(next: ((message: TabMessage) => void) | undefined): void {
  send = next;
}

/** True while a transport is connected. */
export const isTabTransportConnected = (): boolean => send !== undefined;
