import type { UserBonus, UserBonuses } from "@casino/api-client";

/** A player's bonus as get-user-bonus answers it: an active no-deposit bonus a quarter wagered, unless overridden. */
export function userBonus(overrides: Partial<UserBonus> = {}): UserBonus {
  return {
    id: 41, bonusId: 4, name: "No-deposit €10", type: "no_deposit", status: "active", currencyCode: "EUR",
    depositAmount: null, bonusAmount: 10, wageringType: "REAL_TO_FUN", wageringMultiplier: 40,
    wagerRequired: 400, wagered: 100, wagerLeft: 300, wagerPercent: 25,
    freeSpinsQuantity: null, freeSpinsLeft: null, games: [], maxWin: 100, convertedAmount: 0,
    startedAt: "2026-11-20T10:00:00.000Z", expiresAt: "2026-11-30T12:00:00.000Z", finishedAt: null,
    ...overrides,
  };
}

export const freeSpinsBonus = userBonus({
  id: 42, bonusId: 5, name: "50 free spins", type: "freespins", bonusAmount: 0, wageringMultiplier: 30,
  wagerRequired: 0, wagered: 0, wagerLeft: 0, wagerPercent: 100, freeSpinsQuantity: 50, freeSpinsLeft: 12,
  games: [{ slug: "book-of-sun", name: "Book of Sun" }, { slug: "gold-rush", name: "Gold Rush" }], maxWin: 200,
});

export const pendingBonus = userBonus({
  id: 43, bonusId: 1, name: "Welcome 100%", type: "deposit", status: "pending", bonusAmount: 0,
  wagerRequired: 0, wagered: 0, wagerLeft: 0, wagerPercent: 0, expiresAt: null, maxWin: null,
});

/** One past bonus of each state the history shows. */
export const pastBonuses: UserBonus[] = [
  userBonus({ id: 31, name: "Reload 50%", type: "deposit", status: "completed", convertedAmount: 57.5, wagered: 400, wagerLeft: 0, wagerPercent: 100, finishedAt: "2026-11-18T09:00:00.000Z" }),
  userBonus({ id: 30, name: "Weekend spins", type: "freespins", status: "completed", convertedAmount: 0, finishedAt: "2026-11-15T09:00:00.000Z" }),
  userBonus({ id: 29, name: "Spring chip", status: "expired", finishedAt: "2026-11-10T09:00:00.000Z" }),
  userBonus({ id: 28, name: "Welcome 100%", type: "deposit", status: "cancelled", finishedAt: "2026-11-05T09:00:00.000Z" }),
];

export const noBonuses: UserBonuses = { active: null, pending: null, history: { rows: [], count: 0 } };
export const someBonuses = (overrides: Partial<UserBonuses> = {}): UserBonuses => ({
  active: userBonus(),
  pending: null,
  history: { rows: pastBonuses, count: pastBonuses.length },
  ...overrides,
});
