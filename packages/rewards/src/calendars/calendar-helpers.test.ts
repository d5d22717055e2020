import { describe, expect, it } from "vitest";
import { ApiError, NetworkError } from "@casino/api-client";
import { claimErrorMessage, isStaleCalendarError } from "./claim-errors.ts";
import { customerDateTime } from "./player-time-zone.ts";
import { countdownText } from "./use-award-timer.ts";

describe("countdownText", () => {
  it.each([
    [0, "0:00"],
    [999, "0:01"],
    [59_000, "0:59"],
    [61_000, "1:01"],
    [30 * 60_000, "30:00"],
    [3_725_000, "1:02:05"],
  ])("%i ms reads %s", (ms, text) => {
    expect(countdownText(ms)).toBe(text);
  });
});

describe("customerDateTime", () => {
  it.each([
    ["2026-03-15T23:30:05.000Z", "UTC", "2026-03-15 23:30:05"],
    ["2026-03-15T23:30:05.000Z", "Europe/Malta", "2026-03-16 00:30:05"],
    ["2026-03-16T05:00:00.000Z", "America/Los_Angeles", "2026-03-15 22:00:00"],
  ])("%s in %s is %s on the player's wall clock", (now, zone, text) => {
    expect(customerDateTime(new Date(now), zone)).toBe(text);
  });
});

describe("claim errors", () => {
  const api = (status: number, code: string) => new ApiError(status, code, code);
  it.each([
    [api(409, "ALREADY_CLAIMED"), "You have already claimed the cashback of this day.", true],
    [api(400, "NOT_CLAIMABLE"), "Only today's and yesterday's cashback can be claimed.", true],
    [api(400, "NOTHING_TO_CLAIM"), "There is no cashback to claim for this day.", true],
    [api(409, "SELF_EXCLUDED"), "Your account is excluded from play, so cashback cannot be claimed.", false],
    [api(404, "BONUS_NOT_FOUND"), "This rewards calendar is no longer available.", false],
    [api(500, "HTTP_500"), "Your cashback could not be claimed. Please try again later.", false],
    [new NetworkError("/api/user/rakeback-claim"), "We could not reach the server. Check your connection and try again.", false],
  ])("%s: %s", (error, text, stale) => {
    expect(claimErrorMessage(error).message).toBe(text);
    expect(isStaleCalendarError(error)).toBe(stale);
  });
});
