import { hasSeenOnboarding } from "./onboarding-store.ts";

/** The modal name of the onboarding tour. */
export const ONBOARDING_MODAL = "onboarding";

/**
 * The modal to open after a successful login or sign-up: the tour for a player who has not finished or dismissed it
 * on this device yet, otherwise none.
 */
export function onboardingModalFor(userId: number): string | null {
  return hasSeenOnboarding(userId) ? null : ONBOARDING_MODAL;
}
