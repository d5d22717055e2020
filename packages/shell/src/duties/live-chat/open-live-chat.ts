/** The window event the live chat launcher listens to (a feature cannot reach the launcher's own state). */
export const OPEN_LIVE_CHAT_EVENT = "casino:open-live-chat";

/**
 * Opens the live chat panel from any feature (e.g. "this change goes through support"). Does nothing when the brand
 * shows no live chat: check `useSettings().showLiveChat` before offering it.
 */
export function openLiveChat(): void {
  window.dispatchEvent(new Event(OPEN_LIVE_CHAT_EVENT));
}
