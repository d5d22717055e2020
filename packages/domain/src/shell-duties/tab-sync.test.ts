import { describe, expect, it } from "vitest";
import { noticeForRemoteEnd, parseTabMessage, remoteSessionChange } from "./tab-sync.ts";

describe("parseTabMessage", () => {
  it.each([
    [{ type: "session", reason: null }, { type: "session", reason: null }],
    [{ type: "session", reason: "USER_INACTIVITY_TIMEOUT" }, { type: "session", reason: "USER_INACTIVITY_TIMEOUT" }],
    [{ type: "activity", at: 1_700_000_000_000 }, { type: "activity", at: 1_700_000_000_000 }],
    [{ type: "locale", locale: "he" }, { type: "locale", locale: "he" }],
    [{ type: "consent" }, { type: "consent" }],
    [{ type: "realityCheck", at: 1_700_000_000_000 }, { type: "realityCheck", at: 1_700_000_000_000 }],
  ])("takes %j", (value, expected) => {
    expect(parseTabMessage(value)).toEqual(expected);
  });

  it.each([
    ["a string", "session"],
    ["null", null],
    ["an unknown type", { type: "token", token: "secret" }],
    ["an unknown reason", { type: "session", reason: "HACKED" }],
    ["a session without reason", { type: "session" }],
    ["activity at NaN", { type: "activity", at: Number.NaN }],
    ["activity at infinity", { type: "activity", at: Number.POSITIVE_INFINITY }],
    ["activity as text", { type: "activity", at: "now" }],
    ["an empty locale", { type: "locale", locale: "" }],
    ["a reality check without when", { type: "realityCheck" }],
    ["a reality check at NaN", { type: "realityCheck", at: Number.NaN }],
  ])("refuses %s", (_label, value) => {
    expect(parseTabMessage(value)).toBeNull();
  });
});

describe("remoteSessionChange", () => {
  it.each([
    [null, null, "none"],
    ["a", "a", "none"],
    ["a", null, "ended"],
    [null, "a", "started"],
    ["a", "b", "changed"],
  ] as const)("local %s, cookie %s -> %s", (local, cookie, expected) => {
    expect(remoteSessionChange(local, cookie)).toBe(expected);
  });
});

describe("noticeForRemoteEnd", () => {
  it.each([
    [null, false],
    ["USER_INITIATED", false],
    ["USER_INACTIVITY_TIMEOUT", true],
    ["SESSION_EXPIRED", true],
    ["ACCOUNT_LOCKED", true],
  ])("reason %s -> %s", (reason, expected) => {
    expect(noticeForRemoteEnd(reason)).toBe(expected);
  });
});
