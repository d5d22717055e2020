import { QueryClient, QueryObserver, focusManager } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { calendarAwardQuery, rakebackDaysQuery } from "./calendar-queries.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  focusManager.setFocused(undefined);
  vi.useRealTimers();
});

describe("the calendar's polls", () => {
  it.each([
    ["get-rakeback-days", 10_000, rakebackDaysQuery],
    ["calendar-award", 15_000, calendarAwardQuery],
  ])("%s is read every %i ms, only while the page is visible", async (_, interval, query) => {
    const client = new QueryClient();
    const queryFn = vi.fn(async () => ({}));
    const options = query("Europe/Malta");
    expect(options.queryKey).toContainEqual({ timeZone: "Europe/Malta" });
    const observer = new QueryObserver(client, { ...options, queryFn } as never);
    const stop = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(interval * 2);
    expect(queryFn).toHaveBeenCalledTimes(3);

    focusManager.setFocused(false);
    await vi.advanceTimersByTimeAsync(interval * 4);
    expect(queryFn).toHaveBeenCalledTimes(3);

    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(interval);
    expect(queryFn.mock.calls.length).toBeGreaterThan(3);
    stop();
    client.clear();
  });
});
