import { describe, expect, it } from "vitest";
import { bannerTitle, BANNER_TITLE_MAX_LENGTH } from "./bonus-catalog.ts";
import {
  cashbackAmount,
  convertedAmount,
  depositBonusAmount,
  wageringContribution,
  wageringProgress,
  wageringRequirement,
  type WagerInput,
} from "./wagering.ts";

describe("depositBonusAmount", () => {
  const terms = { percent: 100, maxBonus: 100_000, minDeposit: 2_000 };
  it.each([
    ["below the minimum", 1_999, terms, 0],
    ["at the minimum", 2_000, terms, 2_000],
    ["100% of 500", 50_000, terms, 50_000],
    ["capped at the max", 250_000, terms, 100_000],
    ["50% rounds down", 3_333, { ...terms, percent: 50 }, 1_666],
    ["no cap", 500_000, { ...terms, maxBonus: null }, 500_000],
    ["nothing deposited", 0, { ...terms, minDeposit: 0 }, 0],
  ])("%s", (_, deposit, t, expected) => {
    expect(depositBonusAmount(deposit, t)).toBe(expected);
  });
});

describe("wageringRequirement", () => {
  it.each([
    [10_000, 35, 350_000],
    [1_050, 1.5, 1_575],
    [0, 40, 0],
  ])("%i x %d = %i", (amount, multiplier, expected) => {
    expect(wageringRequirement(amount, multiplier)).toBe(expected);
  });
});

describe("wageringContribution", () => {
  const bet: WagerInput = { wageringType: "REAL_TO_FUN", amount: 500, fromBonus: 200, eligibleGame: true };
  it.each<[string, Partial<WagerInput>, number]>([
    ["real-to-fun counts the whole bet", {}, 500],
    ["real-money-only counts the real part", { wageringType: "REAL_MONEY_ONLY" }, 300],
    ["real-money-only with a bonus-only bet", { wageringType: "REAL_MONEY_ONLY", fromBonus: 500 }, 0],
    ["a game off the list counts nothing", { eligibleGame: false }, 0],
    ["a bonus part above the stake is clipped", { wageringType: "REAL_MONEY_ONLY", fromBonus: 900 }, 0],
    ["a zero bet", { amount: 0 }, 0],
  ])("%s", (_, change, expected) => {
    expect(wageringContribution({ ...bet, ...change })).toBe(expected);
  });
});

describe("wageringProgress", () => {
  it.each([
    ["nothing yet", 350_000, 0, { wagered: 0, wagerLeft: 350_000, percent: 0, complete: false }],
    ["a third", 300, 100, { wagered: 100, wagerLeft: 200, percent: 33, complete: false }],
    ["almost", 1_000, 999, { wagered: 999, wagerLeft: 1, percent: 99, complete: false }],
    ["exactly", 1_000, 1_000, { wagered: 1_000, wagerLeft: 0, percent: 100, complete: true }],
    ["over-wagered is capped", 1_000, 5_000, { wagered: 1_000, wagerLeft: 0, percent: 100, complete: true }],
    ["no requirement", 0, 0, { wagered: 0, wagerLeft: 0, percent: 100, complete: true }],
  ])("%s", (_, required, wagered, expected) => {
    expect(wageringProgress(required, wagered)).toEqual(expected);
  });
});

describe("convertedAmount", () => {
  it.each([
    ["wagering left", { bonusBalance: 5_000, maxWin: null, wagerLeft: 1 }, 0],
    ["all of it", { bonusBalance: 5_000, maxWin: null, wagerLeft: 0 }, 5_000],
    ["capped at max win", { bonusBalance: 50_000, maxWin: 20_000, wagerLeft: 0 }, 20_000],
    ["under the cap", { bonusBalance: 10_000, maxWin: 20_000, wagerLeft: 0 }, 10_000],
    ["lost it all", { bonusBalance: 0, maxWin: null, wagerLeft: 0 }, 0],
  ])("%s", (_, input, expected) => {
    expect(convertedAmount(input)).toBe(expected);
  });
});

describe("cashbackAmount", () => {
  it.each([
    [10_000, 10, 1_000],
    [999, 10, 99],
    [0, 10, 0],
    [-5_000, 10, 0],
  ])("net loss %i at %d%% -> %i", (loss, percent, expected) => {
    expect(cashbackAmount(loss, percent)).toBe(expected);
  });
});

describe("bannerTitle", () => {
  it.each([
    ["Welcome bonus", "Welcome bonus"],
    ["x".repeat(BANNER_TITLE_MAX_LENGTH), "x".repeat(BANNER_TITLE_MAX_LENGTH)],
    ["100% up to 1000 EUR plus 100 free spins on your first deposit", "100% up to 1000 EUR plus 100 free…"],
  ])("%s -> %s", (title, expected) => {
    expect(bannerTitle(title)).toBe(expected);
    expect([...bannerTitle(title)].length).toBeLessThanOrEqual(BANNER_TITLE_MAX_LENGTH);
  });
});
