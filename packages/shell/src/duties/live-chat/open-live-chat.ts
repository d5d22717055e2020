/** The window event the live chat launcher listens to (a feature cannot reach the launcher's own state). */
export const OPEN_LIVE_CHAT_EVENT = "casino:open-live-chat";

/**
 * An ask to open the chat that no launcher has taken yet: the launcher is a shell duty that loads once the page has
 * settled, and a player may ask for the chat before that (e.g. on the contacts page). The launcher takes it when it
 * mounts.
 */
let pendingAsk = false;

/**
 * Opens the live chat panel from any feature (e.g. "this change goes through support"). Does nothing when the brand
 * shows no live chat: check `useSettings().showLiveChat` before offering it.
 */
export function openLiveChat(): void {
  pendingAsk = true;
  window.dispatchEvent(new Event(OPEN_LIVE_CHAT_EVENT));
}

/** Whether an ask to open the chat is waiting for the launcher; taking it clears it. */
export function takeLiveChatAsk(): boolean {
  const asked = pendingAsk;
  pendingAsk = false;
  return asked;
}
