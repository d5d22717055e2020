import { useEffect } from "react";
import { ACTIVITY_EVENTS, inactivityRemainingMs, inactivityTimeoutMs } from "@casino/domain";
import { useSession } from "../../session/use-session.ts";
import { useSettings } from "../../settings/settings-context.tsx";
import { recordSessionEnd } from "../session-ended/session-end-store.ts";
import { markActivity } from "./activity-store.ts";

/** setTimeout holds at most 2^31-1 ms; a longer wait is re-checked when it fires. */
const MAX_DELAY_MS = 2_147_483_647;
/** Activity is stored at most this often: mousemove fires far more than the timer needs. */
const MARK_EVERY_MS = 1_000;

/**
 * Spec §4 inactivity: while logged in, any activity restarts the timer; when it runs out the reason
 * USER_INACTIVITY_TIMEOUT and the time are stored (the session-ended notice reads them) and the player is logged out.
 */
export function useInactivityTimer(): void {
  const { isAuthenticated, signOut } = useSession();
  const timeoutMs = inactivityTimeoutMs(useSettings().inactivitySessionTimeout);

  useEffect(() => {
    if (!isAuthenticated) return;
    let lastActivityAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;

    const check = () => {
      const left = inactivityRemainingMs(lastActivityAt, new Date(), timeoutMs);
      if (left > 0) {
        timer = setTimeout(check, Math.min(left, MAX_DELAY_MS));
        return;
      }
      recordSessionEnd("USER_INACTIVITY_TIMEOUT");
      void signOut("USER_INACTIVITY_TIMEOUT");
    };
    const onActivity = () => {
      const now = Date.now();
      if (now - lastActivityAt < MARK_EVERY_MS) return;
      lastActivityAt = now;
      markActivity(now);
    };
    // A tab that slept past the deadline ends the session as soon as it is shown again.
    const onVisibility = () => {
      if (document.visibilityState !== "visible") return;
      clearTimeout(timer);
      check();
    };

    const options = { capture: true, passive: true } as const;
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, options);
    document.addEventListener("visibilitychange", onVisibility);
    timer = setTimeout(check, Math.min(timeoutMs, MAX_DELAY_MS));
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, options);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [isAuthenticated, timeoutMs, signOut]);
}
