import { create } from "zustand";
import type { RealtimeStatus } from "@casino/api-client";

/**
 * off: no socket (a guest); connecting: opened, not up yet; retrying: its first attempts failed (the page's data came
 * over HTTP, so nothing shown is stale yet); live; lost: dropped after it had been up.
 */
export type SocketState = "off" | "connecting" | "retrying" | "live" | "lost";

type ConnectionStore = {
  socket: SocketState;
  /**
   * Counts the connects that followed a drop or a failed attempt (not a first connect at the first try): each one is
   * a moment to re-read what the socket would have said while it was down.
   */
  reconnects: number;
  report: (status: RealtimeStatus) => void;
  opened: () => void;
  closed: () => void;
};

/** The realtime socket's connection, as the realtime client reports it. */
export const useConnectionStore = create<ConnectionStore>()((set, get) => ({
  socket: "off",
  reconnects: 0,
  report: (status) => {
    const { socket, reconnects } = get();
    const missed = socket === "lost" || socket === "retrying";
    if (status === "connected") set({ socket: "live", reconnects: missed ? reconnects + 1 : reconnects });
    else if (socket === "live") set({ socket: "lost" });
    else if (socket === "connecting") set({ socket: "retrying" });
  },
  opened: () => set({ socket: "connecting" }),
  closed: () => set({ socket: "off" }),
}));

export function resetConnectionStore(): void {
  useConnectionStore.setState({ socket: "off", reconnects: 0 });
}
