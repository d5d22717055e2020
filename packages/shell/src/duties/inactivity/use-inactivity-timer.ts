import { useEffect } from "react";
import { ACTIVITY_EVENTS, inactivityState, inactivityTimeoutMs } from "@casino/domain";
import { useSession } from "../../session/use-session.ts";
import { useSettings } from "../../settings/settings-context.tsx";
import { onTabMessage } from "../../tabs/tab-bus.ts";
import { recordSessionEnd } from "../session-ended/session-end-store.ts";
import { markActivity, shareActivity, useActivityStore, useInactivityWarning } from "./activity-store.ts";

/** setTimeout holds at most 2^31-1 ms; a longer wait is re-checked when it fires. */
const MAX_DELAY_MS = 2_147_483_647;
/** Activity is stored and told to the other tabs at most this often: mousemove fires far more than the timer needs. */
const MARK_EVERY_MS = 1_000;

const setWarning = (endsAt: number | null) => {
  if (useInactivityWarning.getState().endsAt !== endsAt) useInactivityWarning.setState({ endsAt });
};

/**
 * Spec §4 inactivity, across tabs: while logged in, activity in any tab restarts the timer of every tab. A minute
 * before the timeout the warning opens (WCAG 2.2.1); from then on only its Stay logged in (in any tab) restarts the
 * timer. When it runs out the reason USER_INACTIVITY_TIMEOUT and the time are stored (the session-ended notice reads
 * them) and the player is logged out; the other tabs hear it through the session's tab message.
 */
export function useInactivityTimer(): void {
  const { isAuthenticated, signOut } = useSession();
  const timeoutMs = inactivityTimeoutMs(useSettings().inactivitySessionTimeout);

  useEffect(() => {
    if (!isAuthenticated) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let ended = false;

    const check = () => {
      clearTimeout(timer);
      if (ended) return;
      const now = new Date();
      const state = inactivityState(useActivityStore.getState().lastActivityAt, now, timeoutMs);
      if (state.phase === "expired") {
        ended = true;
        setWarning(null);
        recordSessionEnd("USER_INACTIVITY_TIMEOUT", now);
        void signOut("USER_INACTIVITY_TIMEOUT");
        return;
      }
      setWarning(state.phase === "warning" ? now.getTime() + state.leftMs : null);
      timer = setTimeout(check, Math.min(state.nextCheckInMs, MAX_DELAY_MS));
    };
    const onActivity = () => {
      // Once warned, moving the mouse is not an answer: Stay logged in is.
      if (useInactivityWarning.getState().endsAt !== null) return;
      const now = Date.now();
      if (now - useActivityStore.getState().lastActivityAt < MARK_EVERY_MS) return;
      shareActivity(now);
    };
    // A tab that slept past the deadline ends the session as soon as it is shown again.
    const onVisibility = () => {
      if (document.visibilityState === "visible") check();
    };

    const options = { capture: true, passive: true } as const;
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, options);
    document.addEventListener("visibilitychange", onVisibility);
    const stopListening = onTabMessage((message) => {
      if (message.type === "activity") markActivity(message.at);
    });
    // Any newer activity, here or in another tab, moves the deadline.
    const stopWatching = useActivityStore.subscribe((state, previous) => {
      if (state.lastActivityAt !== previous.lastActivityAt) check();
    });
    // A session that starts (login here or in another tab) counts from now.
    markActivity(Date.now());
    check();
    return () => {
      clearTimeout(timer);
      setWarning(null);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, options);
      document.removeEventListener("visibilitychange", onVisibility);
      stopListening();
      stopWatching();
    };
  }, [isAuthenticated, timeoutMs, signOut]);
}
