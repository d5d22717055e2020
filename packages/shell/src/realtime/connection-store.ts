import { create } from "zustand";
import type { RealtimeStatus } from "@casino/api-client";

/** off: no socket (a guest); connecting: not up yet since it opened; live; lost: down after it had been up. */
export type SocketState = "off" | "connecting" | "live" | "lost";

type ConnectionStore = {
  socket: SocketState;
  /** Counts the connects that followed a drop: each one is a moment to re-read what the socket would have said. */
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
    if (status === "connected") set({ socket: "live", reconnects: socket === "lost" ? reconnects + 1 : reconnects });
    else if (socket === "live") set({ socket: "lost" });
  },
  opened: () => set({ socket: "connecting" }),
  closed: () => set({ socket: "off" }),
}));

export function resetConnectionStore(): void {
  useConnectionStore.setState({ socket: "off", reconnects: 0 });
}
