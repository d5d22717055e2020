import { AwayStatusResponseSchema, LimitsResponseSchema } from "@casino/api-client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { errorOf, parseAs } from "../test/contract.ts";
import { createSliceApp, get, playerOf, send, type SliceApp, type TestPlayer } from "./kyc-test-kit.ts";

// Spec §4 away status told by the client (issue 27 point 6). The clock starts at 2026-03-10T12:00:00.000Z.
let t: SliceApp;
beforeEach(() => {
  t = createSliceApp();
});
afterEach(() => t.close());

const tell = async (p: TestPlayer, body: unknown) => (await parseAs(AwayStatusResponseSchema, await send(t, "PUT", "/api/user/away-status", body, p.headers))).data;
const read = async (p: TestPlayer) => (await parseAs(AwayStatusResponseSchema, await get(t, "/api/user/away-status", p.headers))).data;

describe("/api/user/away-status", () => {
  it("stores an automatic away, reports removal after 30 minutes, and clears it when the player is back", async () => {
    const player = playerOf(t);
    expect(await read(player)).toEqual({ away: false, mode: null, since: null, state: "present", removalAt: null });
    expect(await tell(player, { away: true, mode: "automatic" })).toEqual({
      away: true, mode: "automatic", since: "2026-03-10T12:00:00.000Z", state: "away", removalAt: "2026-03-10T12:30:00.000Z",
    });
    t.clock.advance(30 * 60 - 1);
    expect((await read(player)).state).toBe("away");
    t.clock.advance(1);
    expect((await read(player)).state).toBe("removed");
    expect((await parseAs(LimitsResponseSchema, await get(t, "/api/user/limits", player.headers))).data.awayStatus).toBe(true);
    expect(await tell(player, { away: false })).toMatchObject({ away: false, state: "present" });
    expect((await parseAs(LimitsResponseSchema, await get(t, "/api/user/limits", player.headers))).data.awayStatus).toBe(false);
  });

  it("keeps the first time and mode when told again, so the removal is not postponed", async () => {
    const player = playerOf(t);
    await tell(player, { away: true, mode: "manual" });
    t.clock.advance(10 * 60);
    expect(await tell(player, { away: true, mode: "automatic" })).toMatchObject({ mode: "manual", since: "2026-03-10T12:00:00.000Z", removalAt: "2026-03-10T12:30:00.000Z" });
  });

  it("reads an away set on the limits as manual", async () => {
    const player = playerOf(t);
    await send(t, "PUT", "/api/user/limits", { awayStatus: true }, player.headers);
    expect(await read(player)).toMatchObject({ away: true, mode: "manual" });
  });

  it.each([[{ away: true }], [{ away: "yes" }], [{ away: true, mode: "asleep" }]])("refuses %j", async (body) => {
    expect(await errorOf(await send(t, "PUT", "/api/user/away-status", body, playerOf(t).headers))).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
  });

  it("needs a token", async () => {
    expect((await get(t, "/api/user/away-status")).status).toBe(401);
  });
});
