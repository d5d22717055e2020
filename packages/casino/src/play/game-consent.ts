import { useCallback, useState } from "react";
import { isGameConsentValid } from "@casino/domain";

/**
 * The game providers' own cookies (spec §2 "a separate cookie consent exists for games"): asked once per device
 * and kept a year. localStorage rather than a cookie: only this page reads it and nothing needs it server-side.
 */
export const GAME_CONSENT_STORAGE_KEY = "game-cookie-consent";

function readConsent(now: number): boolean {
  try {
    return isGameConsentValid(localStorage.getItem(GAME_CONSENT_STORAGE_KEY), now);
  } catch {
    // Storage blocked (private mode, policy): ask every time.
    return false;
  }
}

export function useGameConsent(): { accepted: boolean; accept: () => void } {
  const [accepted, setAccepted] = useState(() => readConsent(Date.now()));
  const accept = useCallback(() => {
    try {
      localStorage.setItem(GAME_CONSENT_STORAGE_KEY, new Date().toISOString());
    } catch {
      // Not stored: this visit still plays.
    }
    setAccepted(true);
  }, []);
  return { accepted, accept };
}
