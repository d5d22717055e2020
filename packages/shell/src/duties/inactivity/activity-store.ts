import { create } from "zustand";
import { postTabMessage } from "../../tabs/tab-bus.ts";

/** When the visitor last moved, typed, scrolled, touched, clicked or focused, in this tab or another (for the away status and the inactivity timer). */
export const useActivityStore = create<{ lastActivityAt: number }>()(() => ({ lastActivityAt: Date.now() }));

/** Activity at `at`; an older time than the one known changes nothing. */
export const markActivity = (at: number = Date.now()): void => {
  if (at > useActivityStore.getState().lastActivityAt) useActivityStore.setState({ lastActivityAt: at });
};

/**
 * Activity here (also the inactivity warning's Stay logged in): counted in this tab and told to the others, whose
 * inactivity timers then count from it too.
 */
export const shareActivity = (at: number = Date.now()): void => {
  markActivity(at);
  postTabMessage({ type: "activity", at });
};

/** While set, the inactivity warning is showing: the session ends at `endsAt` (ms epoch) unless the player stays. */
export const useInactivityWarning = create<{ endsAt: number | null }>()(() => ({ endsAt: null }));

