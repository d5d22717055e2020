import { LimitsResponseSchema, UserDetailsResponseSchema } from "@casino/api-client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { errorOf, parseAs } from "../test/contract.ts";
import { createSliceApp, get, playerOf, send, type SliceApp, type TestPlayer } from "./kyc-test-kit.ts";

let t: SliceApp;
beforeEach(() => {
  t = createSliceApp();
});
afterEach(() => t.close());

const put = (p: TestPlayer, body: unknown) => send(t, "PUT", "/api/user/limits", body, p.headers);

describe("PUT /api/user/limits: session time limit, winnings limit, flags", () => {
  it.each([
    [{ value: 10, unit: "minutes" }, 10],
    [{ value: 9, unit: "minutes" }, "SESSION_LIMIT_TOO_SHORT"],
    [{ value: 2, unit: "hours" }, 120],
    [{ value: 720, unit: "hours" }, 43_200],
    [{ value: 721, unit: "hours" }, "SESSION_LIMIT_TOO_LONG"],
    [{ value: 30, unit: "days" }, 43_200],
    [{ value: 31, unit: "days" }, "SESSION_LIMIT_TOO_LONG"],
    [{ value: 1.5, unit: "hours" }, "SESSION_LIMIT_INVALID"],
  ])("session time limit %j -> %s", async (sessionTimeLimit, expected) => {
    const res = await put(playerOf(t), { sessionTimeLimit });
    if (typeof expected === "number") {
      expect((await parseAs(LimitsResponseSchema, res)).data.sessionTimeLimit).toEqual({ ...sessionTimeLimit, minutes: expected });
    } else {
      expect(await errorOf(res)).toMatchObject({ status: 400, code: expected });
    }
  });

  it("clears the session time limit with null", async () => {
    const player = playerOf(t);
    await put(player, { sessionTimeLimit: { value: 1, unit: "days" } });
    expect((await parseAs(LimitsResponseSchema, await put(player, { sessionTimeLimit: null }))).data.sessionTimeLimit).toBeNull();
  });

  it("keeps the monthly winnings limit on the user (userMonthlyLimit)", async () => {
    const player = playerOf(t);
    expect((await parseAs(LimitsResponseSchema, await put(player, { monthlyWinningsLimit: 700 }))).data.monthlyWinningsLimit).toBe(700);
    const user = await parseAs(UserDetailsResponseSchema, await get(t, "/api/user/get-user-details", player.headers));
    expect(user.data.userMonthlyLimit).toBe(700);
  });

  it("turns ghost mode and away status on and off; away keeps its first time", async () => {
    const player = playerOf(t);
    expect((await parseAs(LimitsResponseSchema, await put(player, { ghostMode: true, awayStatus: true }))).data).toMatchObject({ ghostMode: true, awayStatus: true });
    t.clock.advance(600);
    await put(player, { awayStatus: true });
    expect(t.db.prepare("SELECT away_since FROM player_settings WHERE user_id = ?").pluck().get(player.userId)).toBe("2026-03-10T12:00:00.000Z");
    expect((await parseAs(LimitsResponseSchema, await put(player, { ghostMode: false, awayStatus: false }))).data).toMatchObject({ ghostMode: false, awayStatus: false });
  });
});
