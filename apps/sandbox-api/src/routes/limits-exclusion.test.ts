import {
  AccountFreezeResponseSchema,
  LimitsResponseSchema,
  SelfExclusionResponseSchema,
  UserDetailsResponseSchema,
  realtimeEventSchemas,
} from "@casino/api-client";
import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TIME_OUT_PERIODS } from "@casino/domain";
import { hashPassword } from "../auth/password.ts";
import { isFrozen, isSelfExcluded } from "../repos/limits.ts";
import { updateUser } from "../repos/users.ts";
import { errorOf, parseAs } from "../test/contract.ts";
import { createSliceApp, get, playerOf, send, type SliceApp, type TestPlayer } from "./kyc-test-kit.ts";

let t: SliceApp;
beforeEach(() => {
  t = createSliceApp();
});
afterEach(() => t.close());

// The clock starts at 2026-03-10T12:00:00.000Z.
const PASSWORD = "Secret-123";
const HASH = hashPassword(PASSWORD);
/** A time-out or a self-exclusion by its period, confirmed with the player's password (set here first). */
const exclude = (p: TestPlayer, body: { period: string; months?: number }, password = PASSWORD) => {
  updateUser(t.db, p.userId, { password_hash: HASH }, t.clock.now());
  const path = (TIME_OUT_PERIODS as readonly string[]).includes(body.period) ? "time-out" : "self-exclusion";
  return send(t, "POST", `/api/user/limits/${path}`, { ...body, password }, p.headers);
};
const freeze = (p: TestPlayer, body: unknown) => send(t, "POST", "/api/user/limits/freeze", body, p.headers);
const limitsOf = async (p: TestPlayer) => (await parseAs(LimitsResponseSchema, await get(t, "/api/user/limits", playerOf(t, p.userId).headers))).data;

describe("POST /api/user/limits/time-out and /self-exclusion", () => {
  it.each([
    [{ period: "1h" }, "timeout", "2026-03-10T13:00:00.000Z", "2026-03-10T13:00:00.000Z"],
    [{ period: "12h" }, "timeout", "2026-03-11T00:00:00.000Z", "2026-03-11T00:00:00.000Z"],
    [{ period: "1d" }, "timeout", "2026-03-11T12:00:00.000Z", "2026-03-11T12:00:00.000Z"],
    [{ period: "3d" }, "timeout", "2026-03-13T12:00:00.000Z", "2026-03-13T12:00:00.000Z"],
    [{ period: "1w" }, "timeout", "2026-03-17T12:00:00.000Z", "2026-03-17T12:00:00.000Z"],
    [{ period: "1m" }, "timeout", "2026-04-10T12:00:00.000Z", "2026-04-10T12:00:00.000Z"],
    [{ period: "months", months: 6 }, "selfExclusion", "2026-09-10T12:00:00.000Z", "2026-09-11T00:00:00.000Z"],
  ])("%j is a %s until %s (play again from %s), shown on the user and the limits", async (body, kind, until, liftsAt) => {
    const player = playerOf(t);
    const { data } = await parseAs(SelfExclusionResponseSchema, await exclude(player, body));
    expect(data).toEqual({
      userLimit: { selfExclusion: until, isSelfExclusionPermanent: false },
      isSelfExcluded: true,
      exclusion: { kind, until, liftsAt, permanent: false },
    });
    const user = await parseAs(UserDetailsResponseSchema, await get(t, "/api/user/get-user-details", player.headers));
    expect(user.data.userLimit).toEqual(data.userLimit);
    expect((await limitsOf(player)).exclusion).toEqual(data.exclusion);
    expect(isSelfExcluded(t.db, player.userId, t.clock.now())).toBe(true);
  });

  it("makes a permanent self-exclusion that nothing replaces", async () => {
    const player = playerOf(t);
    const { data } = await parseAs(SelfExclusionResponseSchema, await exclude(player, { period: "permanent" }));
    expect(data.userLimit).toEqual({ selfExclusion: null, isSelfExclusionPermanent: true });
    expect(data.exclusion).toEqual({ kind: "selfExclusion", until: null, liftsAt: null, permanent: true });
    t.clock.advance(10 * 365 * 86_400);
    expect(isSelfExcluded(t.db, player.userId, t.clock.now())).toBe(true);
    expect(await errorOf(await exclude(playerOf(t, player.userId), { period: "permanent" }))).toMatchObject({ status: 409, code: "SELF_EXCLUSION_ACTIVE" });
    expect(await errorOf(await exclude(playerOf(t, player.userId), { period: "1m" }))).toMatchObject({ status: 409, code: "SELF_EXCLUSION_ACTIVE" });
  });

  it("can lengthen an active block but not shorten it, whatever the kinds", async () => {
    const player = playerOf(t);
    await exclude(player, { period: "1w" });
    expect(await errorOf(await exclude(player, { period: "1d" }))).toMatchObject({ status: 409, code: "SELF_EXCLUSION_ACTIVE" });
    const { data } = await parseAs(SelfExclusionResponseSchema, await exclude(player, { period: "1m" }));
    expect(data.userLimit.selfExclusion).toBe("2026-04-10T12:00:00.000Z");
    await exclude(player, { period: "months", months: 3 });
    // A time-out cannot cut the self-exclusion short.
    expect(await errorOf(await exclude(player, { period: "1m" }))).toMatchObject({ status: 409, code: "SELF_EXCLUSION_ACTIVE" });
    expect((await limitsOf(player)).exclusion).toMatchObject({ kind: "selfExclusion", until: "2026-06-10T12:00:00.000Z" });
  });

  it("lifts a time-out at its exact end", async () => {
    const player = playerOf(t);
    await exclude(player, { period: "1h" });
    t.clock.advance(3600 - 1);
    expect(isSelfExcluded(t.db, player.userId, t.clock.now())).toBe(true);
    t.clock.advance(1);
    expect(isSelfExcluded(t.db, player.userId, t.clock.now())).toBe(false);
    expect(await limitsOf(player)).toMatchObject({ isSelfExcluded: false, exclusion: null });
  });

  it("holds a self-exclusion until the end of the day it ends on (spec §4: the date is today or later), then lifts", async () => {
    const player = playerOf(t);
    await exclude(player, { period: "months", months: 1 });
    t.clock.advance(31 * 86_400 + 11 * 3600 + 59 * 60);
    expect(isSelfExcluded(t.db, player.userId, t.clock.now())).toBe(true);
    t.clock.advance(60);
    expect(isSelfExcluded(t.db, player.userId, t.clock.now())).toBe(false);
    expect((await limitsOf(player)).isSelfExcluded).toBe(false);
  });

  it.each([{ period: "1h" }, { period: "permanent" }])("refuses %j with a wrong password: nothing stored, no event", async (body) => {
    const emit = vi.spyOn(t.events, "emitToUser");
    const player = playerOf(t);
    expect(await errorOf(await exclude(player, body, "Secret-124"))).toMatchObject({ status: 400, code: "INVALID_PASSWORD" });
    expect(isSelfExcluded(t.db, player.userId, t.clock.now())).toBe(false);
    expect(emit).not.toHaveBeenCalled();
  });

  it("says which kind refuses play, with the exact end of a time-out", async () => {
    const player = playerOf(t);
    await exclude(player, { period: "1h" });
    const refused = await send(t, "POST", "/api/user/referral/claim", {}, player.headers);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: "SELF_EXCLUDED",
      message: "You are taking a time-out until 2026-03-10 13:00 UTC: you can only withdraw",
      exclusionKind: "timeout",
      liftsAt: "2026-03-10T13:00:00.000Z",
    });
  });

  it.each([
    [{ period: "months" }, 400, "MONTHS_REQUIRED"],
    [{ period: "months", months: 0 }, 400, "VALIDATION_ERROR"],
    [{ period: "2y" }, 400, "VALIDATION_ERROR"],
  ])("refuses %j", async (body, status, code) => {
    expect(await errorOf(await exclude(playerOf(t), body))).toMatchObject({ status, code });
  });

  it.each([
    ["a time-out of months", "time-out", { period: "months", months: 2, password: PASSWORD }],
    ["a self-exclusion of a day", "self-exclusion", { period: "1d", password: PASSWORD }],
    ["a block without the password", "time-out", { period: "1d" }],
  ])("keeps the kinds apart: refuses %s", async (_, path, body) => {
    expect(await errorOf(await send(t, "POST", `/api/user/limits/${path}`, body, playerOf(t).headers))).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
  });

  it.each(["time-out", "self-exclusion"])("%s needs a token", async (path) => {
    expect((await send(t, "POST", `/api/user/limits/${path}`, { period: "1h", password: PASSWORD })).status).toBe(401);
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
    ["time-out", (p: TestPlayer) => exclude(p, { period: "1d" }), { kind: "timeout", until: "2026-03-11T12:00:00.000Z" }],
    ["self-exclusion", (p: TestPlayer) => exclude(p, { period: "months", months: 2 }), { kind: "selfExclusion", until: "2026-05-10T12:00:00.000Z" }],
    ["permanent self-exclusion", (p: TestPlayer) => exclude(p, { period: "permanent" }), { kind: "selfExclusion", until: null }],
    ["account freeze", (p: TestPlayer) => freeze(p, { period: "1d" }), { kind: "freeze", until: "2026-03-11T12:00:00.000Z", reason: "ACCOUNT_LOCKED" }],
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
