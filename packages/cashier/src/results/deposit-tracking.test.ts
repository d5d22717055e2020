import { beforeEach, describe, expect, it, vi } from "vitest";
import { retargetingEventName, type RetargetingEvent } from "@casino/domain";
import { track, useSessionStore } from "@casino/shell";
import { trackCompletedDeposit } from "./deposit-tracking.ts";

vi.mock("@casino/shell", async (importOriginal) => ({ ...(await importOriginal<typeof import("@casino/shell")>()), track: vi.fn() }));

const tracked = () => vi.mocked(track).mock.calls.map(([event]) => retargetingEventName(event as RetargetingEvent));

beforeEach(() => {
  localStorage.clear();
  vi.mocked(track).mockClear();
  useSessionStore.getState().setToken("session-a");
});

describe("trackCompletedDeposit", () => {
  it("reports the first to fifth-or-later deposits once each, whichever source announces them", () => {
    for (const count of [1, 1, 2, 3, 2, 4, 5, 5, 6]) trackCompletedDeposit({ depositCount: count, amount: 10, currencyCode: "EUR" });
    expect(tracked()).toEqual(["deposit_first", "deposit_2nd", "deposit_3rd", "deposit_4th", "deposit_5th_or_later", "deposit_5th_or_later"]);
    expect(track).toHaveBeenNthCalledWith(1, { type: "deposit", depositCount: 1, amount: 10, currencyCode: "EUR" });
  });

  it("ignores counts below one", () => {
    expect(trackCompletedDeposit({ depositCount: 0 })).toBe(false);
    expect(trackCompletedDeposit({ depositCount: Number.NaN })).toBe(false);
    expect(track).not.toHaveBeenCalled();
  });

  it("keeps its memory per session: another player's first deposit on this device is still reported", () => {
    trackCompletedDeposit({ depositCount: 3 });
    useSessionStore.getState().setToken("session-b");
    trackCompletedDeposit({ depositCount: 1 });
    expect(tracked()).toEqual(["deposit_3rd", "deposit_first"]);
  });

  it("keeps the token itself out of storage", () => {
    trackCompletedDeposit({ depositCount: 1 });
    expect(JSON.stringify(localStorage)).not.toContain("session-a");
  });
});
