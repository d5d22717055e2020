import type { QueryClient } from "@tanstack/react-query";
import { noticeForRemoteEnd, remoteSessionChange, type SessionTerminationReason } from "@casino/domain";
import { useSessionEndStore } from "../duties/session-ended/session-end-store.ts";
import { clearPlayerQueries } from "../session/player-queries.ts";
import { useSessionStore } from "../session/session-store.ts";
import { readTokenCookie } from "../session/token-cookie.ts";
import { onTabMessage, postTabMessage } from "./tab-bus.ts";

let following = false;

/**
 * Makes this tab's session the token cookie's when another tab has changed the cookie (it differs from the one this
 * tab last read or wrote; `reason`: why the session ended there, if it did): a session ended elsewhere leaves a guest
 * here (the notice says why unless the player logged out), a login or another account elsewhere is this tab's too.
 * The player's cached data goes either way. A cookie nobody changed changes nothing, also where cookies are blocked
 * and the session lives in this tab's memory only.
 */
export function followSessionCookie(queryClient: QueryClient, reason: SessionTerminationReason | null, now: Date = new Date()): void {
  const { token, cookieSeen } = useSessionStore.getState();
  const cookie = readTokenCookie();
  if (cookie === cookieSeen) return;
  const change = remoteSessionChange(token, cookie);
  const endReason = change === "ended" ? (reason ?? "USER_INITIATED") : null;
  following = true;
  try {
    useSessionStore.setState(change === "none" ? { cookieSeen: cookie } : { token: cookie, cookieSeen: cookie, endReason });
  } finally {
    following = false;
  }
  if (change === "none") return;
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
