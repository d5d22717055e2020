/** localStorage key holding the ids of the players who finished or dismissed the onboarding tour on this device. */
export const ONBOARDING_STORAGE_KEY = "onboardingSeen";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage can be blocked (privacy settings): the tour then simply shows again next time.
    return null;
  }
}

/** Spec §7: unparseable stored JSON is removed and treated as empty; so is anything that is not a list of ids. */
function readSeen(store: Storage): number[] {
  const raw = store.getItem(ONBOARDING_STORAGE_KEY);
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed) && parsed.every((id) => typeof id === "number")) return parsed as number[];
  } catch {
    // fall through to the clean-up below
  }
  store.removeItem(ONBOARDING_STORAGE_KEY);
  return [];
}

export function hasSeenOnboarding(userId: number): boolean {
  const store = storage();
  return store ? readSeen(store).includes(userId) : false;
}

export function markOnboardingSeen(userId: number): void {
  const store = storage();
  if (!store) return;
  const seen = readSeen(store);
  if (seen.includes(userId)) return;
  try {
    store.setItem(ONBOARDING_STORAGE_KEY, JSON.stringify([...seen, userId]));
  } catch {
    // A full storage only means the tour may show once more.
  }
}
