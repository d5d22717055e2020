import { useActivityStore } from "../duties/inactivity/activity-store.ts";

/** Counts the visitor as active now (a test's clean start for the inactivity timer and the away status). */
export const resetActivity = (): void => useActivityStore.setState({ lastActivityAt: Date.now() });
