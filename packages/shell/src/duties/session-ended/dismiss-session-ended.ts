import { SESSION_END_CAUSE_STORAGE_KEY, SESSION_END_REASON_STORAGE_KEY, SESSION_END_TIME_STORAGE_KEY } from "@casino/domain";
import { removeStored } from "../browser-storage.ts";
import { useSessionEndStore } from "./session-end-store.ts";

// A module of its own: only lazy pages call it, so it stays out of the first download with them.
/**
 * The page that ended the session says why itself (the freeze page shows until when): a session-ended notice for the
 * same end, opened by the server's socket event if it came first, is closed and nothing of it stays stored.
 */
export function dismissSessionEndedNotice(): void {
  removeStored(SESSION_END_REASON_STORAGE_KEY);
  removeStored(SESSION_END_TIME_STORAGE_KEY);
  removeStored(SESSION_END_CAUSE_STORAGE_KEY);
  useSessionEndStore.getState().dismiss();
}
