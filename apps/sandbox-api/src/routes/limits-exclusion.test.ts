import {
  AccountFreezeResponseSchema,
  LimitsResponseSchema,
  SelfExclusionResponseSchema,
  UserDetailsResponseSchema,
  realtimeEventSchemas,
} from "@casino/api-client";
import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isFrozen, isSelfExcluded } from "../repos/limits.ts";
import { errorOf, parseAs } from "../test/contract.ts";
import { createSliceApp, get, playerOf, send, type SliceApp, type TestPlayer } from "./kyc-test-kit.ts";

let t: SliceApp;
beforeEach(() => {
  t = createSliceApp();
});
afterEach(() => t.close());

// The clock starts at 2026-03-10T12:00:00.000Z.
const exclude = (p: TestPlayer, body: unknown) => send(t, "POST", "/api/user/limits/self-exclusion", body, p.headers);
const freeze = (p: TestPlayer, body: unknown) => send(t, "POST", "/api/user/limits/freeze", body, p.headers);

describe("POST /api/user/limits/self-exclusion", () => {
  it.each([
    [{ period: "1h" }, "2026-03-10T13:00:00.000Z"],
    [{ period: "12h" }, "2026-03-11T00:00:00.000Z"],
    [{ period: "1d" }, "2026-03-11T12:00:00.000Z"],
    [{ period: "3d" }, "2026-03-13T12:00:00.000Z"],
    [{ period: "1w" }, "2026-03-17T12:00:00.000Z"],
    [{ period: "1m" }, "2026-04-10T12:00:00.000Z"],
    [{ period: "months", months: 6 }, "2026-09-10T12:00:00.000Z"],
  ])("%j ends %s and shows on the user", async (body, until) => {
    const player = playerOf(t);
    const { data } = await parseAs(SelfExclusionResponseSchema, await exclude(player, body));
    expect(data).toEqual({ userLimit: { selfExclusion: until, isSelfExclusionPermanent: false }, isSelfExcluded: true });
    const user = await parseAs(UserDetailsResponseSchema, await get(t, "/api/user/get-user-details", player.headers));
    expect(user.data.userLimit).toEqual(data.userLimit);
    expect(isSelfExcluded(t.db, player.userId, t.clock.now())).toBe(true);
  });

  it("makes a permanent self-exclusion that nothing replaces", async () => {
    const player = playerOf(t);
    const { data } = await parseAs(SelfExclusionResponseSchema, await exclude(player, { period: "permanent" }));
    expect(data.userLimit).toEqual({ selfExclusion: null, isSelfExclusionPermanent: true });
    t.clock.advance(10 * 365 * 86_400);
    expect(isSelfExcluded(t.db, player.userId, t.clock.now())).toBe(true);
    expect(await errorOf(await exclude(playerOf(t, player.userId), { period: "permanent" }))).toMatchObject({ status: 409, code: "SELF_EXCLUSION_ACTIVE" });
  });

  it("can lengthen an active self-exclusion but not shorten it", async () => {
    const player = playerOf(t);
    await exclude(player, { period: "1w" });
    expect(await errorOf(await exclude(player, { period: "1d" }))).toMatchObject({ status: 409, code: "SELF_EXCLUSION_ACTIVE" });
    const { data } = await parseAs(SelfExclusionResponseSchema, await exclude(player, { period: "1m" }));
    expect(data.userLimit.selfExclusion).toBe("2026-04-10T12:00:00.000Z");
  });

  it("holds until the end of the day it ends on (spec §4: the date is today or later), then lifts", async () => {
    const player = playerOf(t);
    await exclude(player, { period: "1h" });
    t.clock.advance(11 * 3600 + 59 * 60);
    expect(isSelfExcluded(t.db, player.userId, t.clock.now())).toBe(true);
    t.clock.advance(60);
    expect(isSelfExcluded(t.db, player.userId, t.clock.now())).toBe(false);
    const limits = await parseAs(LimitsResponseSchema, await get(t, "/api/user/limits", playerOf(t, player.userId).headers));
    expect(limits.data.isSelfExcluded).toBe(false);
  });

  it("blocks the referral claim while active (only withdrawals are allowed)", async () => {
    const player = playerOf(t);
    await exclude(player, { period: "1d" });
    expect(await errorOf(await send(t, "POST", "/api/user/referral/claim", {}, player.headers))).toMatchObject({ status: 409, code: "SELF_EXCLUDED" });
  });

  it.each([
    [{ period: "months" }, 400, "MONTHS_REQUIRED"],
    [{ period: "months", months: 0 }, 400, "VALIDATION_ERROR"],
    [{ period: "2y" }, 400, "VALIDATION_ERROR"],
  ])("refuses %j", async (body, status, code) => {
    expect(await errorOf(await exclude(playerOf(t), body))).toMatchObject({ status, code });
  });

  it("needs a token", async () => {
    expect((await send(t, "POST", "/api/user/limits/self-exclusion", { period: "1h" })).status).toBe(401);
  });
});

describe("POST /api/user/limits/freeze", () => {
  it.each([
    ["1d", "2026-03-11T12:00:00.000Z"],
    ["3d", "2026-03-13T12:00:00.000Z"],
    ["1w", "2026-03-17T12:00:00.000Z"],
    ["10d", "2026-03-20T12:00:00.000Z"],
  ])("%s freezes until %s and signs every device out", async (period, until) => {
    const player = playerOf(t);
    const otherDevice = playerOf(t, player.userId);
    const { data } = await parseAs(AccountFreezeResponseSchema, await freeze(player, { period }));
    expect(data.frozenUntil).toBe(until);
    for (const device of [player, otherDevice]) {
      expect(await errorOf(await get(t, "/api/user/limits", device.headers))).toMatchObject({ status: 403, code: "SESSION_EXPIRED" });
    }
    expect(t.db.prepare("SELECT DISTINCT end_reason FROM sessions WHERE user_id = ?").pluck().all(player.userId)).toEqual(["ACCOUNT_LOCKED"]);
  });

  it("isFrozen holds until the freeze ends, for that player only", async () => {
    const player = playerOf(t);
    const bystander = playerOf(t);
    await freeze(player, { period: "1d" });
    expect(isFrozen(t.db, player.userId, t.clock.now())).toBe(true);
    expect(isFrozen(t.db, bystander.userId, t.clock.now())).toBe(false);
    expect((await get(t, "/api/user/limits", bystander.headers)).status).toBe(200);
    t.clock.advance(86_400 - 1);
    expect(isFrozen(t.db, player.userId, t.clock.now())).toBe(true);
    t.clock.advance(1);
    expect(isFrozen(t.db, player.userId, t.clock.now())).toBe(false);
    const after = await parseAs(LimitsResponseSchema, await get(t, "/api/user/limits", playerOf(t, player.userId).headers));
    expect(after.data.frozenUntil).toBe("2026-03-11T12:00:00.000Z");
  });

  it.each([[{ period: "2d" }], [{}]])("refuses %j", async (body) => {
    expect(await errorOf(await freeze(playerOf(t), body))).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
  });
});

describe("the responsibleGamingBlock realtime event", () => {
  it.each([
    ["self-exclusion", (p: TestPlayer) => exclude(p, { period: "1d" }), { kind: "selfExclusion", until: "2026-03-11T12:00:00.000Z" }],
    ["permanent self-exclusion", (p: TestPlayer) => exclude(p, { period: "permanent" }), { kind: "selfExclusion", until: null }],
    ["account freeze", (p: TestPlayer) => freeze(p, { period: "1d" }), { kind: "freeze", until: "2026-03-11T12:00:00.000Z" }],
  ])("tells the player's open games to close on %s, in the client's shape", async (_name, act, expected) => {
    const emit = vi.spyOn(t.events, "emitToUser");
    const player = playerOf(t);
    await act(player);
    const call = emit.mock.calls.find(([, event]) => event === "responsibleGamingBlock");
    expect(call?.[0]).toBe(player.userId);
    expect(call?.[2]).toMatchObject(expected);
    expect(v.is(realtimeEventSchemas.responsibleGamingBlock, call?.[2])).toBe(true);
  });

  it("is not sent when the self-exclusion is refused", async () => {
    const emit = vi.spyOn(t.events, "emitToUser");
    await exclude(playerOf(t), { period: "months" });
    expect(emit).not.toHaveBeenCalled();
  });
});
