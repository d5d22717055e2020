import { AccountFreezeResponseSchema, LoginResponseSchema } from "@casino/api-client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, DEMO_PLAYER_IDS } from "../db/seeds/demo-players.ts";
import { errorOf, parseAs } from "../test/contract.ts";
import { createSliceApp, playerOf, send, type SliceApp } from "./kyc-test-kit.ts";

// The account freeze (spec §9) holds until frozen_until: login answers 409 ACCOUNT_FROZEN (403 would make the
// client believe a session expired). The clock starts at 2026-03-10T12:00:00.000Z.
let t: SliceApp;
beforeEach(() => {
  t = createSliceApp();
});
afterEach(() => t.close());

const EMAIL = "newbie@demo.casino";
const login = (password = DEMO_PASSWORD) => send(t, "POST", "/api/user/login", { email: EMAIL, password });

async function freeze(period: string): Promise<string> {
  const player = playerOf(t, DEMO_PLAYER_IDS.newbie);
  const res = await send(t, "POST", "/api/user/limits/freeze", { period }, player.headers);
  return (await parseAs(AccountFreezeResponseSchema, res)).data.frozenUntil;
}

describe("POST /api/user/login of a frozen account", () => {
  it.each([
    ["1d", "2026-03-11T12:00:00.000Z", "2026-03-11 12:00"],
    ["10d", "2026-03-20T12:00:00.000Z", "2026-03-20 12:00"],
  ])("a %s freeze refuses login until %s, saying so", async (period, until, shown) => {
    expect(await freeze(period)).toBe(until);
    const res = await login();
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      success: false,
      code: "ACCOUNT_FROZEN",
      message: `Your account is frozen until ${shown} UTC`,
      frozenUntil: until,
    });
    expect(t.db.prepare("SELECT count(*) FROM sessions WHERE user_id = ? AND ended_at IS NULL").pluck().get(DEMO_PLAYER_IDS.newbie)).toBe(0);
  });

  it("tells a wrong password nothing about the freeze", async () => {
    await freeze("1d");
    expect(await errorOf(await login("wrong-password"))).toMatchObject({ status: 400, code: "INVALID_CREDENTIALS" });
  });

  it("lets the player in again once the freeze has ended", async () => {
    await freeze("1d");
    t.clock.advance(86_400 - 1);
    expect((await errorOf(await login())).code).toBe("ACCOUNT_FROZEN");
    t.clock.advance(1);
    const { data } = await parseAs(LoginResponseSchema, await login());
    expect(data.userId).toBe(DEMO_PLAYER_IDS.newbie);
  });

  it("keeps other players' login open", async () => {
    await freeze("1w");
    const res = await send(t, "POST", "/api/user/login", { email: "vip@demo.casino", password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
  });
});
