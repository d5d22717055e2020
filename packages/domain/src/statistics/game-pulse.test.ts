import { describe, expect, it } from "vitest";
import { gamePulseSeries, netResult, pulseSummary, roundTo, type PulseRound } from "./game-pulse.ts";

const at = (minute: number, day = 10) => `2026-03-${String(day).padStart(2, "0")}T12:${String(minute).padStart(2, "0")}:00.000Z`;
const bet = (amount: number, date: string): PulseRound => ({ type: "bet", amount, date });
const win = (amount: number, date: string): PulseRound => ({ type: "win", amount, date });
const refund = (amount: number, date: string): PulseRound => ({ type: "refund", amount, date });

describe("gamePulseSeries per round", () => {
  it.each<[string, PulseRound[], Array<[number, number]>]>([
    ["no rounds", [], []],
    ["one lost spin", [bet(10, at(1))], [[1, -10]]],
    // Latest first, as get-game-history answers: the spin at :02 (bet 10, win 25) comes before the one at :01.
    ["a bet and its win at one instant are one round", [win(25, at(2)), bet(10, at(2)), bet(10, at(1))], [[1, -10], [2, 5]]],
    ["a refund gives the stake back", [refund(5, at(3)), bet(5, at(2)), bet(5, at(1))], [[1, -5], [2, -10], [3, -5]]],
    ["float sums keep 2 decimals", [bet(0.2, at(2)), bet(0.1, at(1))], [[1, -0.1], [2, -0.3]]],
    ["unordered input is put in time order", [bet(1, at(1)), win(3, at(3)), bet(2, at(2))], [[1, -1], [2, -3], [3, 0]]],
    ["rows with an unreadable date are left out", [bet(4, "yesterday"), bet(1, at(1))], [[1, -1]]],
  ])("%s", (_name, rounds, expected) => {
    expect(gamePulseSeries(rounds).map((point) => [point.x, point.net])).toEqual(expected);
  });

  it("keeps each round's own result and time", () => {
    expect(gamePulseSeries([win(30, at(2)), bet(10, at(2))])).toEqual([{ x: 1, label: at(2), delta: 20, net: 20 }]);
  });

  it("keeps crypto amounts to 8 decimals", () => {
    expect(gamePulseSeries([bet(0.00000001, at(2)), win(0.00000003, at(1))], { decimals: 8 }).map((p) => p.net)).toEqual([0.00000003, 0.00000002]);
  });
});

describe("gamePulseSeries per day", () => {
  it.each<[string, PulseRound[], Array<[string, number, number]>]>([
    ["no rounds", [], []],
    ["two days", [win(50, at(5, 11)), bet(20, at(1, 11)), bet(10, at(9, 10)), bet(10, at(1, 10))], [["2026-03-10", -20, -20], ["2026-03-11", 30, 10]]],
    ["a day that evens out", [win(10, at(2)), bet(10, at(1))], [["2026-03-10", 0, 0]]],
  ])("%s", (_name, rounds, expected) => {
    expect(gamePulseSeries(rounds, { by: "day" }).map((point) => [point.label, point.delta, point.net])).toEqual(expected);
  });

  it("puts each day at its midnight UTC in seconds", () => {
    expect(gamePulseSeries([bet(1, at(1))], { by: "day" })[0]?.x).toBe(Date.UTC(2026, 2, 10) / 1000);
  });
});

describe("pulseSummary", () => {
  it.each([
    ["empty", [], { points: 0, final: 0, best: 0, worst: 0 }],
    ["up then down", [win(5, at(3)), bet(10, at(3)), bet(10, at(2)), win(15, at(1)), bet(5, at(1))], { points: 3, final: -5, best: 10, worst: -5 }],
  ])("%s", (_name, rounds, expected) => {
    expect(pulseSummary(gamePulseSeries(rounds))).toEqual(expected);
  });
});

describe("netResult and roundTo", () => {
  it.each([
    [{ bets: { amount: 100 }, wins: { amount: 80.5 } }, -19.5],
    [{ bets: { amount: 0.3 }, wins: { amount: 0.1 } }, -0.2],
    [{ bets: { amount: 0 }, wins: { amount: 0 } }, 0],
    [{ bets: { amount: 10 }, wins: { amount: 25 } }, 15],
  ])("%j nets %d", (statistics, net) => {
    expect(netResult(statistics)).toBe(net);
  });

  it.each([
    [1.005, 2, 1],
    [-0.001, 2, 0],
    [0.123456789, 8, 0.12345679],
  ])("roundTo(%d, %i) = %d", (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected);
  });
});
