import type { QueryClient } from "@tanstack/react-query";
import { noticeForRemoteEnd, remoteSessionChange, type SessionTerminationReason } from "@casino/domain";
import { useSessionEndStore } from "../duties/session-ended/session-end-store.ts";
import { clearPlayerQueries } from "../session/player-queries.ts";
import { useSessionStore } from "../session/session-store.ts";
import { readTokenCookie } from "../session/token-cookie.ts";
import { onTabMessage, postTabMessage } from "./tab-bus.ts";

let following = false;

/**
 * Makes this tab's session the token cookie's, which another tab has just changed (`reason`: why it ended there, if
 * it did): a session ended elsewhere leaves a guest here (the notice says why unless the player logged out), a login
 * or another account elsewhere is this tab's too. The player's cached data goes either way.
 */
export function followSessionCookie(queryClient: QueryClient, reason: SessionTerminationReason | null, now: Date = new Date()): void {
  const { token } = useSessionStore.getState();
  const cookie = readTokenCookie();
  const change = remoteSessionChange(token, cookie);
  if (change === "none") return;
  const endReason = change === "ended" ? (reason ?? "USER_INITIATED") : null;
  following = true;
  try {
    useSessionStore.setState({ token: cookie, endReason, signingOut: false });
  } finally {
    following = false;
  }
  clearPlayerQueries(queryClient);
  if (endReason && noticeForRemoteEnd(reason)) useSessionEndStore.getState().show(endReason, now);
}

/**
 * Keeps every tab on one session: this tab's login, token change, logout and expiry are told to the others, and
 * theirs are followed here (also when the tab is shown again, in case a message was missed). Returns the stop.
 */
export function syncSessionAcrossTabs(queryClient: QueryClient, doc: Document = document): () => void {
  const stopTelling = useSessionStore.subscribe((state, previous) => {
    if (following || state.token === previous.token) return;
    postTabMessage({ type: "session", reason: state.token === null ? state.endReason : null });
  });
  const stopListening = onTabMessage((message) => {
    if (message.type === "session") followSessionCookie(queryClient, message.reason);
  });
  const onVisible = () => {
    if (doc.visibilityState === "visible") followSessionCookie(queryClient, null);
  };
  doc.addEventListener("visibilitychange", onVisible);
  return () => {
    stopTelling();
    stopListening();
    doc.removeEventListener("visibilitychange", onVisible);
  };
}
