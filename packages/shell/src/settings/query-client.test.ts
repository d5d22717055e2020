import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryObserver } from "@tanstack/react-query";
import { ApiError, DataLoadingError, NetworkError, TimeoutError } from "@casino/api-client";
import { createDefaultQueryClient } from "./query-client.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/**
 * One read that always fails with `error`, observed as useQuery does (fetchQuery turns retries off): how many times
 * it was asked and when it showed the error.
 */
async function failingRead(error: unknown) {
  const client = createDefaultQueryClient();
  const queryFn = vi.fn(() => Promise.reject(error));
  const started = Date.now();
  let ms = -1;
  const observer = new QueryObserver(client, { queryKey: ["x"], queryFn });
  const unsubscribe = observer.subscribe((result) => {
    if (result.isError && ms < 0) ms = Date.now() - started;
  });
  await vi.advanceTimersByTimeAsync(10_000);
  unsubscribe();
  expect(observer.getCurrentResult().error).toBe(error);
  return { calls: queryFn.mock.calls.length, ms };
}

describe("createDefaultQueryClient", () => {
  it.each([
    ["a 404", new ApiError(404, "GAME_NOT_FOUND", "Not found")],
    ["a 400", new ApiError(400, "VALIDATION_ERROR", "Bad")],
    ["a 403 without the session code", new ApiError(403, "HTTP_403", "Something went wrong")],
    ["a 2xx off the contract", new DataLoadingError("/x", [])],
  ])("shows %s at once: one request, no wait", async (_name, error) => {
    expect(await failingRead(error)).toEqual({ calls: 1, ms: 0 });
  });

  it.each([
    ["a 503", new ApiError(503, "SERVICE_UNAVAILABLE", "Service Unavailable")],
    ["a 500", new ApiError(500, "INTERNAL_SERVER_ERROR", "Internal server error")],
    ["a timeout", new TimeoutError("/x", 15_000)],
    ["a dropped connection", new NetworkError("/x")],
  ])("retries %s twice, 1 s then 2 s later", async (_name, error) => {
    expect(await failingRead(error)).toEqual({ calls: 3, ms: 3000 });
  });

  it("never retries a mutation by itself", async () => {
    const client = createDefaultQueryClient();
    const mutationFn = vi.fn(() => Promise.reject(new NetworkError("/api/user/deposit")));
    const settled = client.getMutationCache().build(client, { mutationFn }).execute(undefined).catch(() => "failed");
    await vi.runAllTimersAsync();
    expect([await settled, mutationFn.mock.calls.length]).toEqual(["failed", 1]);
  });
});
