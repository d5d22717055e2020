import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { useSessionClock } from "./use-session-clock.ts";

let visibility: DocumentVisibilityState = "visible";
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  act(() => void document.dispatchEvent(new Event("visibilitychange")));
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "setTimeout", "clearTimeout", "Date"] });
  vi.setSystemTime(new Date("2026-06-01T10:00:00.000Z"));
  visibility = "visible";
  vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it("shows HH:MM since the start and refreshes every 60 s while visible", () => {
  const start = Date.now();
  const { result } = renderHook(() => useSessionClock(start));
  expect(result.current).toBe("00:00");
  act(() => void vi.advanceTimersByTime(60_000));
  expect(result.current).toBe("00:01");
  act(() => void vi.advanceTimersByTime(59 * 60_000));
  expect(result.current).toBe("01:00");
});

it("runs no timer while hidden and catches up on return", () => {
  const start = Date.now();
  const { result } = renderHook(() => useSessionClock(start));
  setVisibility("hidden");
  expect(vi.getTimerCount()).toBe(0);
  act(() => void vi.advanceTimersByTime(5 * 60_000));
  expect(result.current).toBe("00:00");
  setVisibility("visible");
  expect(result.current).toBe("00:05");
  expect(vi.getTimerCount()).toBe(1);
});

it("shows nothing before the game is launched", () => {
  const { result } = renderHook(() => useSessionClock(null));
  expect(result.current).toBeNull();
  expect(vi.getTimerCount()).toBe(0);
});
