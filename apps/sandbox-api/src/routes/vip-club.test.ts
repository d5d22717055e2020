import { VipLevelsResponseSchema, VipProgressResponseSchema } from "@casino/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PLAYER_IDS } from "../db/seeds/demo-players.ts";
import { recordWager } from "../repos/bonus-wagering.ts";
import { createSession } from "../repos/sessions.ts";
import { brandJson, createBrandsFixture } from "../test/fixtures.ts";
import { createRewardsPlayer, createRewardsTestApp, type RewardsTestApp } from "./bonus-test-kit.ts";
import { call, parseWith } from "./catalog-test-kit.ts";

let t: RewardsTestApp;
beforeAll(() => {
  const fx = createBrandsFixture();
  fx.writeBrand("noir", brandJson("noir", { loyaltyLevelGroupSteps: [1, 4, 7, 10] }));
  t = createRewardsTestApp({ fx });
});
afterAll(() => t.close());

describe("VIP club", () => {
  it.each([
    ["the default group steps [1]", {}, [1], [1, 1, 1]],
    ["the brand's group steps", { "x-system-token": "noir-sandbox" }, [1, 4, 7, 10], [1, 2, 4]],
  ])("lists the levels with %s", async (_, headers, steps, groups) => {
    const data = parseWith(VipLevelsResponseSchema, (await call(t, "/api/admin/vip-levels", { headers })).body).data;
    expect(data.loyaltyLevelGroupSteps).toEqual(steps);
    expect(data.levels).toHaveLength(12);
    expect([data.levels[0], data.levels[3], data.levels[11]].map((l) => l?.group)).toEqual(groups);
    expect(data.levels[9]).toMatchObject({ level: 10, name: "Platinum", pointsRequired: 12_000, rakebackPercent: 2 });
  });

  it.each([
    ["pl", ["Brąz I", "Platyna"], ["Osobisty opiekun", "Wyższe limity", "Zaproszenia na wydarzenia"]],
    ["pt-BR", ["Bronze I", "Platina"], ["Gerente pessoal", "Limites maiores", "Convites para eventos"]],
    ["xx", ["Bronze I", "Platinum"], ["Personal manager", "Higher limits", "Event invitations"]],
  ])("names the levels and lists the perks in %s (English for a language without texts)", async (language, names, perks) => {
    const data = parseWith(VipLevelsResponseSchema, (await call(t, `/api/admin/vip-levels?language=${language}`)).body).data;
    expect([data.levels[0]?.name, data.levels[9]?.name]).toEqual(names);
    expect(data.levels[9]?.perks).toEqual(perks);
  });

  it("names the player's level and the next in the language asked for", async () => {
    const headers = { authorization: `Bearer ${createSession(t.db, { userId: DEMO_PLAYER_IDS.vip, now: t.clock.now() }).token}`, "accept-language": "uk" };
    const data = parseWith(VipProgressResponseSchema, (await call(t, "/api/user/vip-progress", { headers })).body).data;
    expect([data.levelName, data.nextLevelName]).toEqual(["Платина", "Діамант"]);
  });

  it.each([
    ["a new player", null, { level: 1, levelName: "Bronze I", points: 0, nextLevel: 2, pointsToNext: 100, percent: 0 }],
    ["the depositor", DEMO_PLAYER_IDS.depositor, { level: 3, levelName: "Bronze III", points: 420, nextLevel: 4, pointsToNext: 180, percent: 40 }],
    ["the VIP", DEMO_PLAYER_IDS.vip, { level: 10, levelName: "Platinum", points: 13_500, nextLevel: 11, nextLevelName: "Diamond", pointsToNext: 6_500, percent: 18, rakebackPercent: 2 }],
  ])("shows %s's progress", async (_, demoId, expected) => {
    const headers = demoId === null ? createRewardsPlayer(t).headers : { authorization: `Bearer ${createSession(t.db, { userId: demoId, now: t.clock.now() }).token}` };
    const data = parseWith(VipProgressResponseSchema, (await call(t, "/api/user/vip-progress", { headers })).body).data;
    expect(data).toMatchObject(expected);
  });

  it("counts every 10 wagered as a point, also when each bet is smaller (the rest carries over to the next bet)", async () => {
    const player = createRewardsPlayer(t);
    for (let spin = 0; spin < 55; spin += 1) recordWager(t.deps, { userId: player.userId, gameSlug: "any-slot", amount: 0.2, now: t.clock.now() });
    recordWager(t.deps, { userId: player.userId, gameSlug: "any-slot", amount: 25, now: t.clock.now() });
    // 55 x 0.20 + 25 = 36 wagered: 3 points, 6 carried.
    const data = parseWith(VipProgressResponseSchema, (await call(t, "/api/user/vip-progress", { headers: player.headers })).body).data;
    expect(data.points).toBe(3);
  });

  it("needs a token for the progress", async () => {
    expect((await call(t, "/api/user/vip-progress")).status).toBe(401);
  });
});
