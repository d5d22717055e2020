import { describe, expect, it } from "vitest";
import { bonusActionKind, bonusFacts } from "./bonus-display.ts";
import { CASHBACK_BONUS, DEPOSIT_BONUS, FREE_SPINS_BONUS, NO_DEPOSIT_BONUS } from "./bonus-fixtures.ts";

describe("a bonus's display fields (spec §3)", () => {
  it.each([
    [
      "deposit",
      DEPOSIT_BONUS,
      [
        { kind: "percent", percent: 100, cap: 1000 },
        { kind: "minDeposit", amount: 20 },
        { kind: "wagering", multiplier: 35 },
        { kind: "validDays", days: 30 },
        { kind: "validTo", at: "2030-06-30T22:00:00.000Z" },
      ],
    ],
    ["no deposit", NO_DEPOSIT_BONUS, [{ kind: "amount", amount: 10 }, { kind: "wagering", multiplier: 40 }, { kind: "maxWin", amount: 100 }, { kind: "validDays", days: 7 }]],
    ["free spins", FREE_SPINS_BONUS, [{ kind: "freeSpins", count: 50 }, { kind: "wagering", multiplier: 30 }, { kind: "maxWin", amount: 200 }, { kind: "validDays", days: 3 }]],
    ["cashback for one day (valid 24h)", CASHBACK_BONUS, [{ kind: "cashback", percent: 5, toCalendar: true }, { kind: "validFor24h" }]],
    ["a percent without a cap", { ...DEPOSIT_BONUS, maxBonusThreshold: null, minDeposit: null, validTo: null }, [{ kind: "percent", percent: 100, cap: null }, { kind: "wagering", multiplier: 35 }, { kind: "validDays", days: 30 }]],
    ["zero amounts are left out", { ...NO_DEPOSIT_BONUS, bonusAmount: 0, maxWin: 0, minBalance: 0, wageringMultiplier: 0, validDays: 0 }, []],
    ["a minimum balance", { ...NO_DEPOSIT_BONUS, minBalance: 5 }, [{ kind: "amount", amount: 10 }, { kind: "wagering", multiplier: 40 }, { kind: "maxWin", amount: 100 }, { kind: "minBalance", amount: 5 }, { kind: "validDays", days: 7 }]],
  ])("%s", (_, bonus, facts) => {
    expect(bonusFacts(bonus)).toEqual(facts);
  });

  it.each([
    ["deposit", "deposit"],
    ["no_deposit", "claim"],
    ["freespins", "claim"],
    ["instant_cashback", "claim"],
  ] as const)("a %s bonus's action is %s", (type, action) => {
    expect(bonusActionKind({ type })).toBe(action);
  });
});
