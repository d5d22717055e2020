// Loaded on demand by RealtimeConnection: socket.io-client stays out of the first download and guests never fetch it.
import { createRealtimeClient, type RealtimeClientOptions } from "@casino/api-client/realtime";

/**
 * Opens the player's socket and, when the browser comes back online or the tab is shown again while it is down,
 * tries again at once instead of at socket.io's next backoff step (up to 5 s away). Returns the close.
 */
export function openRealtime(options: RealtimeClientOptions): () => void {
  const client = createRealtimeClient(options);
  const retry = () => {
    if (navigator.onLine && document.visibilityState === "visible") client.retry();
  };
  window.addEventListener("online", retry);
  document.addEventListener("visibilitychange", retry);
  return () => {
    window.removeEventListener("online", retry);
    document.removeEventListener("visibilitychange", retry);
    client.close();
  };
}
