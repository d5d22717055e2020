import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import * as v from "valibot";
import { ApiError, DataLoadingError } from "../../core/errors.ts";
import { resetApiClient } from "../../core/config.ts";
import { json, useFakeFetch } from "../../test/fake-fetch.ts";
import { freezeAccount } from "./account-freeze.ts";
import { UpdateLimitsPayloadSchema, cancelPendingLimit, getLimits, limitsQueryOptions, updateLimits, updateLimitsMutationOptions, type Limits } from "./limits.ts";
import { SelfExclusionPayloadSchema, TimeOutPayloadSchema, selfExclude, takeTimeOut } from "./self-exclusion.ts";
import { getSessionSummary } from "./session-summary.ts";
import { AwayStatusPayloadSchema, getAwayStatus, setAwayStatus } from "./away-status.ts";

afterEach(() => resetApiClient());

const limits: Limits = {
  limits: [{ name: "maxBetLimit", kind: "maxBet", period: null, amount: 5, changedAt: null, unlocksAt: null, used: null, left: null, resetsAt: null, pending: null }],
  sessionTimeLimit: { value: 2, unit: "hours", minutes: 120 },
  monthlyWinningsLimit: null,
  monthlyWinnings: null,
  userLimit: { selfExclusion: null, isSelfExclusionPermanent: false },
  isSelfExcluded: false,
  exclusion: null,
  frozenUntil: null,
  ghostMode: false,
  awayStatus: false,
  canRemoveBetLimits: true,
  timeZone: "Europe/Malta",
  realityCheckMinutes: 30,
};
const away = { away: true, mode: "automatic", since: "2026-03-10T12:00:00.000Z", state: "away", removalAt: "2026-03-10T12:30:00.000Z" };
const summary = {
  startedAt: "2026-03-10T12:00:00.000Z", endsAt: "2026-03-10T14:00:00.000Z", limitMinutes: 120, realityCheckMinutes: 30,
  nextRealityCheckAt: "2026-03-10T12:30:00.000Z", currency: "EUR", bet: 12.5, won: 4, net: -8.5, rounds: 5,
};

const depositEntry = {
  name: "dailyDepositLimit", kind: "deposit", period: 0, amount: 100, changedAt: null, unlocksAt: null,
  used: 25.1, left: 74.9, resetsAt: "2026-03-11T23:00:00.000Z", pending: { amount: 200, effectiveAt: "2026-03-12T09:00:00.000Z" },
};

const block = (kind: "timeout" | "selfExclusion") => ({
  userLimit: { selfExclusion: "2026-03-17T12:00:00.000Z", isSelfExclusionPermanent: false },
  isSelfExcluded: true,
  exclusion: { kind, until: "2026-03-17T12:00:00.000Z", liftsAt: "2026-03-17T12:00:00.000Z", permanent: false },
});

describe("limits endpoints", () => {
  it.each([
    ["getLimits", () => getLimits(), "GET", "/api/user/limits", null, limits],
    ["updateLimits", () => updateLimits({ maxBetLimit: 5 }), "PUT", "/api/user/limits", { maxBetLimit: 5 }, limits],
    ["getAwayStatus", () => getAwayStatus(), "GET", "/api/user/away-status", null, away],
    ["setAwayStatus", () => setAwayStatus({ away: true, mode: "automatic" }), "PUT", "/api/user/away-status", { away: true, mode: "automatic" }, away],
    ["getSessionSummary", () => getSessionSummary(), "GET", "/api/user/limits/session", null, summary],
    ["cancelPendingLimit", () => cancelPendingLimit("weeklyLossLimit"), "DELETE", "/api/user/limits/pending/weeklyLossLimit", null, limits],
    ["selfExclude", () => selfExclude({ period: "months", months: 3, password: "pw" }), "POST", "/api/user/limits/self-exclusion", { period: "months", months: 3, password: "pw" }, block("selfExclusion")],
    ["takeTimeOut", () => takeTimeOut({ period: "1w", password: "pw" }), "POST", "/api/user/limits/time-out", { period: "1w", password: "pw" }, block("timeout")],
    ["freezeAccount", () => freezeAccount({ period: "10d" }), "POST", "/api/user/limits/freeze", { period: "10d" }, { frozenUntil: "2026-03-20T12:00:00.000Z" }],
  ])("%s calls its method and path", async (_name, call, method, path, body, data) => {
    const fake = useFakeFetch(() => json({ success: true, data }));
    expect(await call()).toEqual(data);
    expect(fake.last()).toMatchObject({ method, url: `https://api.test${path}`, body });
  });

  it("surfaces CHANGE_NOT_ALLOWED with its unlock time in the error details", async () => {
    const refusal = { success: false, code: "CHANGE_NOT_ALLOWED", message: "Change Not Allowed", limit: "maxBetLimit", unlocksAt: "2026-03-10T13:00:00.000Z" };
    useFakeFetch(() => json(refusal, 409));
    const error = await updateLimits({ maxBetLimit: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: "CHANGE_NOT_ALLOWED", details: refusal });
  });

  it.each([
    ["a deposit limit's remaining amount", { remaining: 74.9 }, 74.9],
    ["null for other kinds", { remaining: null }, null],
    ["absent from an older server", {}, undefined],
  ])("reads %s", async (_name, extra, expected) => {
    const entry = { ...depositEntry, ...extra };
    useFakeFetch(() => json({ success: true, data: { ...limits, limits: [entry] } }));
    expect((await getLimits()).limits[0]?.remaining).toBe(expected);
  });

  it("refuses a remaining amount that is not a number", async () => {
    const entry = { ...depositEntry, remaining: "74.9" };
    useFakeFetch(() => json({ success: true, data: { ...limits, limits: [entry] } }));
    await expect(getLimits()).rejects.toBeInstanceOf(DataLoadingError);
  });

  it("refuses a pending change without its effective time", async () => {
    const entry = { ...depositEntry, pending: { amount: 200 } };
    useFakeFetch(() => json({ success: true, data: { ...limits, limits: [entry] } }));
    await expect(getLimits()).rejects.toBeInstanceOf(DataLoadingError);
  });

  it("refuses a reality-check interval the player cannot choose", async () => {
    expect(() => v.parse(UpdateLimitsPayloadSchema, { realityCheckMinutes: 20 })).toThrow();
    useFakeFetch(() => json({ success: true, data: { ...summary, realityCheckMinutes: 45 } }));
    await expect(getSessionSummary()).rejects.toBeInstanceOf(DataLoadingError);
  });

  it.each([
    ["a time-out of months", TimeOutPayloadSchema, { period: "months", password: "pw" }],
    ["a self-exclusion of a week", SelfExclusionPayloadSchema, { period: "1w", password: "pw" }],
    ["a time-out without the password", TimeOutPayloadSchema, { period: "1h" }],
    ["a self-exclusion with an empty password", SelfExclusionPayloadSchema, { period: "permanent", password: "" }],
  ])("keeps the kinds apart and asks for the password: refuses %s", (_, schema, body) => {
    expect(v.safeParse(schema, body).success).toBe(false);
  });

  it.each([
    ["away without saying how", { away: true }],
    ["an unknown mode", { away: true, mode: "sleeping" }],
  ])("refuses an away status %s", (_, body) => {
    expect(v.safeParse(AwayStatusPayloadSchema, body).success).toBe(false);
  });

  it("takes only time zones Intl knows", () => {
    expect(() => v.parse(UpdateLimitsPayloadSchema, { timeZone: "Mars/Olympus" })).toThrow();
    expect(v.parse(UpdateLimitsPayloadSchema, { timeZone: "America/Los_Angeles" })).toEqual({ timeZone: "America/Los_Angeles" });
  });

  it("writes the answer of an update into the limits query", async () => {
    const queryClient = new QueryClient();
    await updateLimitsMutationOptions(queryClient).onSuccess!(limits, {}, undefined, {} as never);
    expect(queryClient.getQueryData(limitsQueryOptions().queryKey)).toEqual(limits);
  });
});
