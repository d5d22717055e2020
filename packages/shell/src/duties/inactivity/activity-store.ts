import { create } from "zustand";

/** When the visitor last moved, typed, scrolled, touched, clicked or focused (for the away status). */
export const useActivityStore = create<{ lastActivityAt: number }>()(() => ({ lastActivityAt: Date.now() }));

export const markActivity = (at: number = Date.now()): void => useActivityStore.setState({ lastActivityAt: at });
