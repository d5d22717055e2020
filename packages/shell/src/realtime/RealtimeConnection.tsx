import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { RealtimeClient, SocketFactory } from "@casino/api-client";
import { getSessionToken, useSessionStore } from "../session/session-store.ts";

/**
 * One socket per session (DESIGN §1.5): opened when there is a token, replaced when the token changes, closed on
 * logout. Balances land in the user-details cache; events are re-emitted on window.
 */
export function RealtimeConnection({ url, createSocket }: { url: string; createSocket?: SocketFactory }) {
  const token = useSessionStore((state) => state.token);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    let realtime: RealtimeClient | undefined;
    let closed = false;
    void import("./realtime-client.ts").then(({ createRealtimeClient }) => {
      if (closed) return;
      realtime = createRealtimeClient({
        url: url || window.location.origin,
        getToken: getSessionToken,
        queryClient,
        ...(createSocket ? { createSocket } : {}),
      });
    });
    return () => {
      closed = true;
      realtime?.close();
    };
  }, [token, url, queryClient, createSocket]);
  return null;
}
