import { useTabSync } from "../tabs/use-tab-sync.ts";
import { useInactivityTimer } from "./inactivity/use-inactivity-timer.ts";
import { useBlockSessionEnd } from "./session-ended/use-block-session-end.ts";

/**
 * The session's duties across tabs: the tab sync (login, logout, token, expiry, language) and the inactivity timer
 * with its warning's state, the session ends a responsible-gaming block brings (session limit, freeze). A chunk of their own, rendered at the first commit and loaded beside the page, not in its
 * first download: the sync catches up with what another tab did meanwhile, and the timer starts a few hundred
 * milliseconds after the first paint, nothing against a timeout of half an hour.
 */
export default function SessionDuties() {
  useTabSync();
  useInactivityTimer();
  useBlockSessionEnd();
  return null;
}
