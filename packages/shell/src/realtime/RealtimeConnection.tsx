import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { SocketFactory } from "@casino/api-client";
import { getSessionToken, useSessionStore } from "../session/session-store.ts";
import { useConnectionStore } from "./connection-store.ts";

/**
 * One socket per session (DESIGN §1.5): opened when there is a token, replaced when the token changes, closed on
 * logout. Balances land in the user-details cache; events are re-emitted on window; the connection's state goes to
 * the connection store (the banner, the balance's stale mark, re-reads after a reconnect).
 */
export function RealtimeConnection({ url, createSocket }: { url: string; createSocket?: SocketFactory }) {
  const token = useSessionStore((state) => state.token);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    let close: (() => void) | undefined;
    let closed = false;
    const { opened, closed: ended, report } = useConnectionStore.getState();
    opened();
    void import("./realtime-client.ts").then(({ openRealtime }) => {
      if (closed) return;
      close = openRealtime({
        url: url || window.location.origin,
        getToken: getSessionToken,
        queryClient,
        onStatus: report,
        ...(createSocket ? { createSocket } : {}),
      });
    });
    return () => {
      closed = true;
      close?.();
      ended();
    };
  }, [token, url, queryClient, createSocket]);
  return null;
}
