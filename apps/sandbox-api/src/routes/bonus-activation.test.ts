import { BonusActivationErrorSchema } from "@casino/api-client";
import { BONUS_ACTIVATION_CODES, isoWeekday, localDate } from "@casino/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brandJson, createBrandsFixture } from "../test/fixtures.ts";
import { addBonus, addDeposit, createRewardsPlayer, createRewardsTestApp, type RewardsTestApp } from "./bonus-test-kit.ts";
import { call, parseWith } from "./catalog-test-kit.ts";

let t: RewardsTestApp;
beforeAll(() => {
  const fx = createBrandsFixture();
  fx.writeBrand("noir", brandJson("noir", { verifyEmailOnBonusActivation: true }));
  t = createRewardsTestApp({ fx });
});
afterAll(() => t.close());

type Player = ReturnType<typeof createRewardsPlayer>;
const activate = (player: Player, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(t, "/api/user/bonus/activate", { method: "POST", body, headers: { ...player.headers, ...headers } });
const hoursAgo = (hours: number) => new Date(t.clock.now().getTime() - hours * 3_600_000).toISOString();
const depositor = () => {
  const player = createRewardsPlayer(t);
  addDeposit(t, player.userId, 50);
  return player;
};

interface Setup {
  player: Player;
  bonusId: number;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
}

// Each spec §8 code, produced by the real rule from a player and a bonus set up for it.
const refusals: Array<[code: string, status: number, setup: () => Promise<Setup> | Setup]> = [
  ["CANCELLED", 400, () => ({ player: createRewardsPlayer(t), bonusId: addBonus(t, { cancelled: 1 }) })],
  ["START_TIME_ERROR", 400, () => ({ player: createRewardsPlayer(t), bonusId: addBonus(t, { starts_at: hoursAgo(-24) }) })],
  ["END_TIME_ERROR", 400, () => ({ player: createRewardsPlayer(t), bonusId: addBonus(t, { ends_at: hoursAgo(1) }) })],
  ["VALID_ON_DAYS", 400, () => {
    const tomorrow = (isoWeekday(localDate(t.clock.now())) % 7) + 1;
    return { player: createRewardsPlayer(t), bonusId: addBonus(t, { valid_on_days_json: `[${tomorrow}]` }) };
  }],
  ["UNIFIED_ERROR", 400, () => ({ player: createRewardsPlayer(t), bonusId: addBonus(t, { countries_json: '["DE"]' }) })],
  ["REQUIRED_EMAIL_VERIFICATION", 400, () => ({
    player: createRewardsPlayer(t, { is_email_verified: 0 }), bonusId: addBonus(t), headers: { "x-system-token": "noir-sandbox" },
  })],
  ["BONUS_FRAUD", 400, () => ({ player: createRewardsPlayer(t, { tags_json: '["duplicate"]' }), bonusId: addBonus(t, { type: "freespins", free_spins_quantity: 10 }) })],
  ["REGISTRATION_BONUS", 400, () => {
    const player = createRewardsPlayer(t);
    t.db.prepare("UPDATE users SET created_at = ? WHERE id = ?").run(hoursAgo(73), player.userId);
    return { player, bonusId: addBonus(t, { registration_window_hours: 72 }) };
  }],
  ["CASHBACK_NEED_DEPOSIT", 400, () => ({ player: createRewardsPlayer(t), bonusId: addBonus(t, { type: "instant_cashback", cashback_percent: 10 }) })],
  ["DAYS_VALID", 400, () => {
    const player = depositor();
    t.db.prepare("UPDATE ledger_entries SET created_at = ? WHERE user_id = ? AND kind = 'deposit'").run(hoursAgo(4 * 24), player.userId);
    return { player, bonusId: addBonus(t, { deposit_within_days: 3 }) };
  }],
  ["DEPOSITS_NUMBER", 400, () => ({ player: depositor(), bonusId: addBonus(t, { type: "deposit", deposit_bonus_percent: 100, deposit_number: 1 }) })],
  ["DEPOSITS_NUMBER2", 400, () => ({ player: depositor(), bonusId: addBonus(t, { type: "deposit", deposit_bonus_percent: 100, deposit_number: 3 }) })],
  ["MAXIMUM_PARTICIPANTS", 400, async () => {
    const bonusId = addBonus(t, { max_participants: 1 });
    expect((await activate(createRewardsPlayer(t), { bonusId })).status).toBe(200);
    return { player: createRewardsPlayer(t), bonusId };
  }],
  ["RETRY_PERIOD", 400, async () => {
    const player = createRewardsPlayer(t);
    const bonusId = addBonus(t, { retry_period_hours: 24 });
    expect((await activate(player, { bonusId })).status).toBe(200);
    await call(t, "/api/user/bonus/cancel", { method: "POST", body: {}, headers: player.headers });
    return { player, bonusId };
  }],
  ["ACTIVE_FREE_SPINS", 409, async () => {
    const player = createRewardsPlayer(t);
    expect((await activate(player, { bonusId: addBonus(t, { type: "freespins", free_spins_quantity: 5 }) })).status).toBe(200);
    return { player, bonusId: addBonus(t), body: { confirmCancelCurrent: true } };
  }],
  ["ACTIVE_BONUS", 409, async () => {
    const player = createRewardsPlayer(t);
    expect((await activate(player, { bonusId: addBonus(t) })).status).toBe(200);
    return { player, bonusId: addBonus(t) };
  }],
  ["NO_CASHBACK", 400, () => ({ player: depositor(), bonusId: addBonus(t, { type: "instant_cashback", cashback_percent: 10 }) })],
];

describe("POST /api/user/bonus/activate refusals", () => {
  it("covers every refusal code of spec §8", () => {
    expect(refusals.map(([code]) => code).sort()).toEqual(BONUS_ACTIVATION_CODES.filter((c) => c !== "ADD_TO_CALENDAR").sort());
  });

  it.each(refusals)("%s (%i)", async (code, status, setup) => {
    const { player, bonusId, body, headers } = await setup();
    const res = await activate(player, { bonusId, ...body }, headers);
    expect(res.status).toBe(status);
    const error = parseWith(BonusActivationErrorSchema, res.body);
    expect(error.code).toBe(code);
    if (code === "UNIFIED_ERROR") expect(error.reference).toMatch(/^BA-\d+-\d+-[0-9A-Z]+$/);
    if (code === "RETRY_PERIOD") expect(error.retryAt).toBe(new Date(t.clock.now().getTime() + 24 * 3_600_000).toISOString());
  });
});
