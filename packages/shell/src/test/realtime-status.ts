import type { RealtimeStatus } from "@casino/api-client";
import { useConnectionStore } from "../realtime/connection-store.ts";

/** What the player's realtime client would report, in order (open the socket first); wrap in act() in a component test. */
export function reportRealtimeStatus(...statuses: RealtimeStatus[]): void {
  const store = useConnectionStore.getState();
  if (store.socket === "off") store.opened();
  for (const status of statuses) useConnectionStore.getState().report(status);
}

export { resetConnectionStore } from "../realtime/connection-store.ts";
