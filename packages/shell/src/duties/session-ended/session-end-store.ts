import { create } from "zustand";
import {
  SESSION_END_CAUSE_STORAGE_KEY,
  SESSION_END_REASON_STORAGE_KEY,
  SESSION_END_TIME_STORAGE_KEY,
  sessionEndedNotice,
  type SessionEndCause,
  type SessionEndedNotice,
  type SessionTerminationReason,
} from "@casino/domain";
import { readStored, removeStored, writeStored } from "../browser-storage.ts";

type SessionEndState = {
  /** The last notice taken from storage; kept while the dialog plays its exit. */
  notice: SessionEndedNotice | null;
  open: boolean;
  /** Takes a stored reason and time (spec §4): a notice opens and both are cleared, so it shows once. */
  consume: () => void;
  /** Opens the notice for a session another tab ended (nothing stored: that tab has shown and cleared its own). */
  show: (reason: SessionTerminationReason, at: Date) => void;
  dismiss: () => void;
};

export const useSessionEndStore = create<SessionEndState>()((set) => ({
  notice: null,
  open: false,
  consume: () => {
    const notice = sessionEndedNotice(
      readStored(SESSION_END_REASON_STORAGE_KEY),
      readStored(SESSION_END_TIME_STORAGE_KEY),
      readStored(SESSION_END_CAUSE_STORAGE_KEY),
    );
    removeStored(SESSION_END_REASON_STORAGE_KEY);
    removeStored(SESSION_END_TIME_STORAGE_KEY);
    removeStored(SESSION_END_CAUSE_STORAGE_KEY);
    if (notice) set({ notice, open: true });
  },
  show: (reason, at) => {
    const notice = sessionEndedNotice(reason, at.toISOString());
    if (notice) set({ notice, open: true });
  },
  dismiss: () => set({ open: false }),
}));

/**
 * Stores why and when the session ended and shows the notice (the inactivity timer; a responsible-gaming block, whose
 * kind is the `cause`; any other session end).
 */
export function recordSessionEnd(reason: SessionTerminationReason, now: Date = new Date(), cause?: SessionEndCause): void {
  writeStored(SESSION_END_REASON_STORAGE_KEY, reason);
  writeStored(SESSION_END_TIME_STORAGE_KEY, now.toISOString());
  if (cause) writeStored(SESSION_END_CAUSE_STORAGE_KEY, cause);
  else removeStored(SESSION_END_CAUSE_STORAGE_KEY);
  useSessionEndStore.getState().consume();
}

