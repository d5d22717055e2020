import { describe, expect, it } from "vitest";
import { sessionEndedNotice } from "./session-ended.ts";

const TIME = "2026-03-10T12:00:00.000Z";

describe("sessionEndedNotice", () => {
  it.each([
    ["USER_INACTIVITY_TIMEOUT", TIME, "inactivity", "login-and-close"],
    ["USER_INITIATED", TIME, "generic", "login-and-close"],
    ["SESSION_EXPIRED", TIME, "generic", "login-and-close"],
    ["CONCURRENT_SESSION", TIME, "generic", "login-and-close"],
    ["SECURITY_LOGOUT", TIME, "generic", "login-and-close"],
    ["ACCOUNT_LOCKED", TIME, "generic", "ok"],
    ["SYSTEM_MAINTENANCE", TIME, "generic", "ok"],
    ["SOMETHING_NEW", TIME, "generic", "login-and-close"],
  ])("%s -> %s text, %s", (reason, time, text, actions) => {
    expect(sessionEndedNotice(reason, time)).toMatchObject({ text, actions, reason, endedAt: new Date(TIME) });
  });

  it.each([
    ["SESSION_EXPIRED", "sessionLimit", "sessionLimit", "login-and-close"],
    ["ACCOUNT_LOCKED", "freeze", "freeze", "ok"],
    // A cause read only with its own reason: a stale or foreign one changes nothing.
    ["USER_INITIATED", "sessionLimit", "generic", "login-and-close"],
    ["SESSION_EXPIRED", "freeze", "generic", "login-and-close"],
    ["USER_INACTIVITY_TIMEOUT", "sessionLimit", "inactivity", "login-and-close"],
    ["SESSION_EXPIRED", "somethingElse", "generic", "login-and-close"],
  ])("%s caused by %s -> %s text, %s", (reason, cause, text, actions) => {
    expect(sessionEndedNotice(reason, TIME, cause)).toMatchObject({ text, actions, reason });
  });

  it.each([
    ["no reason", null, TIME],
    ["an empty reason", " ", TIME],
    ["no time", "USER_INACTIVITY_TIMEOUT", null],
    ["an empty time", "USER_INACTIVITY_TIMEOUT", ""],
  ])("shows nothing with %s", (_, reason, time) => {
    expect(sessionEndedNotice(reason, time)).toBeNull();
  });

  it.each([
    ["epoch milliseconds", String(Date.parse(TIME)), new Date(TIME)],
    ["an unreadable time", "yesterday-ish", null],
  ])("reads %s", (_, time, endedAt) => {
    expect(sessionEndedNotice("USER_INITIATED", time)?.endedAt).toEqual(endedAt);
  });
});
