import { GUEST_RECENT_STORAGE_KEY, addRecent, isSlug } from "@casino/domain";
import { readGuestList, writeGuestList } from "./guest-storage.ts";

/**
 * Remembers a launched game as recently played for a guest (stored on the device, latest first, 20 at most).
 * The play slice calls it when a guest launches a demo; a player's launches are recorded by the server.
 */
export function rememberGuestRecent(slug: string): void {
  // A stored list with one malformed entry is discarded whole when read, so such a slug is never stored.
  if (!isSlug(slug)) return;
  writeGuestList(GUEST_RECENT_STORAGE_KEY, addRecent(readGuestList(GUEST_RECENT_STORAGE_KEY), slug));
}
