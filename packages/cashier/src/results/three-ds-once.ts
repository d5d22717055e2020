/** The MD values (payment ids) whose webhook this tab already sent, kept across reloads of the same URL. */
export const THREE_DS_STORAGE_KEY = "cashier.threeDsSent";
const KEEP = 20;

// StrictMode's double effects and remounts of the modal share this set; sessionStorage covers a reload.
const sentHere = new Set<string>();

function readSent(): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(THREE_DS_STORAGE_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/** The webhook for this MD was already sent in this tab: by this page (a remount) or an earlier one (a reload). */
export function threeDsAlreadySent(md: string): boolean {
  return sentHere.has(md) || readSent().includes(md);
}

/** True exactly once per MD and tab: the caller sends the webhook now. Later calls (and reloads) get false. */
export function claimThreeDs(md: string): boolean {
  if (sentHere.has(md)) return false;
  sentHere.add(md);
  const sent = readSent();
  if (sent.includes(md)) return false;
  try {
    sessionStorage.setItem(THREE_DS_STORAGE_KEY, JSON.stringify([...sent, md].slice(-KEEP)));
  } catch {
    // Storage blocked: this page still sends once; only the reload guard is lost.
  }
  return true;
}

/** Tests: a reload forgets this page's memory but keeps the tab's sessionStorage; a new case forgets both. */
export function forgetThreeDsClaims({ keepStorage = false } = {}): void {
  sentHere.clear();
  if (!keepStorage) sessionStorage.removeItem(THREE_DS_STORAGE_KEY);
}
