export type ShareCapable = { share?: unknown; canShare?: (data: ShareData) => boolean };

/** Whether to offer the device's share sheet for `data`: navigator.share exists and, where asked, accepts it. */
export function canShare(nav: ShareCapable | undefined, data: ShareData): boolean {
  if (!nav || typeof nav.share !== "function") return false;
  return typeof nav.canShare === "function" ? nav.canShare(data) : true;
}
