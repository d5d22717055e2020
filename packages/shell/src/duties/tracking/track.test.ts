import { afterEach, describe, expect, it, vi } from "vitest";
import type { RetargetingEvent } from "@casino/domain";

const FIRST_DEPOSIT: RetargetingEvent = { type: "deposit", depositCount: 1, amount: 50, currencyCode: "EUR" };

/** The module as a fresh page load gets it (its waiting list read from sessionStorage). */
const loadTrack = async () => {
  vi.resetModules();
  return import("./track.ts");
};

afterEach(() => sessionStorage.clear());

describe("events tracked before the tracking duty listens", () => {
  it("survive a reload of the tab and are delivered once", async () => {
    const before = await loadTrack();
    before.track(FIRST_DEPOSIT);

    const after = await loadTrack();
    const seen: RetargetingEvent[] = [];
    after.subscribeTracking((event) => seen.push(event));
    expect(seen).toEqual([FIRST_DEPOSIT]);
    expect(sessionStorage.getItem(after.WAITING_EVENTS_STORAGE_KEY)).toBeNull();

    const again = await loadTrack();
    const seenAgain: RetargetingEvent[] = [];
    again.subscribeTracking((event) => seenAgain.push(event));
    expect(seenAgain).toEqual([]);
  });

  it("go straight to a listener once there is one, without being stored", async () => {
    const { track, subscribeTracking, WAITING_EVENTS_STORAGE_KEY } = await loadTrack();
    const seen: RetargetingEvent[] = [];
    subscribeTracking((event) => seen.push(event));
    track({ type: "bet", amount: 1 });
    expect(seen).toEqual([{ type: "bet", amount: 1 }]);
    expect(sessionStorage.getItem(WAITING_EVENTS_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ["broken JSON", "{oops"],
    ["not a list", '{"type":"deposit"}'],
    ["unknown entries", '[{"type":"steal"},null,3,{"type":"visit"}]'],
  ])("ignore stored %s", async (_label, stored) => {
    sessionStorage.setItem("tracking.waiting", stored);
    const { subscribeTracking } = await loadTrack();
    const seen: RetargetingEvent[] = [];
    subscribeTracking((event) => seen.push(event));
    expect(seen).toEqual(stored.includes("visit") ? [{ type: "visit" }] : []);
  });
});
