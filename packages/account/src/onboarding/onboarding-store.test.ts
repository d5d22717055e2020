import { afterEach, describe, expect, it } from "vitest";
import { onboardingModalFor } from "./onboarding-modal-for.ts";
import { ONBOARDING_STORAGE_KEY, hasSeenOnboarding, markOnboardingSeen } from "./onboarding-store.ts";

afterEach(() => localStorage.clear());

describe("the onboarding store", () => {
  it("remembers each player on its own", () => {
    expect(hasSeenOnboarding(7)).toBe(false);
    markOnboardingSeen(7);
    markOnboardingSeen(7);
    expect(hasSeenOnboarding(7)).toBe(true);
    expect(hasSeenOnboarding(8)).toBe(false);
    expect(JSON.parse(localStorage.getItem(ONBOARDING_STORAGE_KEY) ?? "")).toEqual([7]);
  });

  it.each([["{not json"], ['{"7":true}'], ['["7"]'], ["null"]])("treats the stored value %s as empty and removes it", (stored) => {
    localStorage.setItem(ONBOARDING_STORAGE_KEY, stored);
    expect(hasSeenOnboarding(7)).toBe(false);
    expect(localStorage.getItem(ONBOARDING_STORAGE_KEY)).toBeNull();
  });

  it("starts afresh over an unparseable value when marking", () => {
    localStorage.setItem(ONBOARDING_STORAGE_KEY, "][");
    markOnboardingSeen(3);
    expect(JSON.parse(localStorage.getItem(ONBOARDING_STORAGE_KEY) ?? "")).toEqual([3]);
  });

  it("names the tour only for a player who has not seen it", () => {
    expect(onboardingModalFor(5)).toBe("onboarding");
    markOnboardingSeen(5);
    expect(onboardingModalFor(5)).toBeNull();
  });
});
