import type { QueryClient } from "@tanstack/react-query";
import { followSessionCookie, syncSessionAcrossTabs } from "./follow-session.ts";
import { startTabChannel } from "./tab-channel.ts";

/**
 * Joins the other tabs and keeps the session one with theirs (loaded just after the first paint, out of the first
 * download). A change another tab made while this one was loading is caught up at once. Returns the stop.
 */
export function startTabSync(queryClient: QueryClient): () => void {
  const leave = startTabChannel();
  const stopSync = syncSessionAcrossTabs(queryClient);
  followSessionCookie(queryClient, null);
  return () => {
    stopSync();
    leave();
  };
}
