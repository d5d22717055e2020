import { describe, expect, it } from "vitest";
import { ApiError, DataLoadingError, NetworkError, TimeoutError, TransportError } from "./errors.ts";
import { MAX_QUERY_RETRIES, answerMayBeLost, isRetryableError, queryRetryDelay, shouldRetryQuery } from "./retry.ts";

const api = (status: number, code = `HTTP_${status}`) => new ApiError(status, code, "x");

describe("isRetryableError", () => {
  it.each<[string, unknown, boolean]>([
    ["a timeout", new TimeoutError("/x", 15_000), true],
    ["offline / connection reset", new NetworkError("/x"), true],
    ["any transport error", new TransportError("/x"), true],
    ["500", api(500), true],
    ["502 from a proxy", api(502), true],
    ["503", api(503, "SERVICE_UNAVAILABLE"), true],
    ["504", api(504), true],
    ["400", api(400, "VALIDATION_ERROR"), false],
    ["401", api(401, "UNAUTHORIZED"), false],
    ["403 session", api(403, "SESSION_EXPIRED"), false],
    ["403 proxy", api(403), false],
    ["404", api(404, "GAME_NOT_FOUND"), false],
    ["409", api(409, "EMAIL_TAKEN"), false],
    ["429", api(429), false],
    ["a 2xx off the contract", new DataLoadingError("/x", []), false],
    ["a plain Error (a bug)", new Error("boom"), false],
    ["an abort", new DOMException("aborted", "AbortError"), false],
    ["not an error", "oops", false],
  ])("%s -> %s", (_name, error, expected) => {
    expect(isRetryableError(error)).toBe(expected);
  });
});

describe("shouldRetryQuery", () => {
  it.each<[number, unknown, boolean]>([
    [0, api(503), true],
    [1, api(503), true],
    [2, api(503), false],
    [0, new TimeoutError("/x", 1), true],
    [1, new NetworkError("/x"), true],
    [2, new NetworkError("/x"), false],
    [0, api(404), false],
    [0, new DataLoadingError("/x", []), false],
  ])("after failure %i of %o -> %s", (failureCount, error, expected) => {
    expect(shouldRetryQuery(failureCount, error)).toBe(expected);
  });

  it("retries a healing failure exactly MAX_QUERY_RETRIES (2) times", () => {
    let failures = 0;
    while (shouldRetryQuery(failures, api(500))) failures += 1;
    expect([failures, MAX_QUERY_RETRIES]).toEqual([2, 2]);
  });
});

describe("queryRetryDelay", () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [3, 8000],
    [10, 8000],
  ])("before retry %i waits %i ms", (failureCount, ms) => {
    expect(queryRetryDelay(failureCount)).toBe(ms);
  });
});

describe("answerMayBeLost (a money call's key goes again)", () => {
  it.each<[string, unknown, boolean]>([
    ["a timeout", new TimeoutError("/x", 15_000), true],
    ["offline", new NetworkError("/x"), true],
    ["a 2xx that did not read", new DataLoadingError("/x", []), true],
    ["502 from a gateway (no code of the API)", api(502), true],
    ["504 from a gateway", api(504), true],
    ["503 from a proxy", api(503), true],
    ["503 of the API (its code)", api(503, "SERVICE_UNAVAILABLE"), false],
    ["500 of the API (its code)", api(500, "INTERNAL_SERVER_ERROR"), false],
    ["a refusal", api(400, "PAYMENT_PROVIDER_LIMIT_THRESHOLD"), false],
    ["a proxy's 403", api(403), false],
    ["a plain Error (a bug)", new Error("boom"), false],
  ])("%s -> %s", (_name, error, expected) => {
    expect(answerMayBeLost(error)).toBe(expected);
  });
});
