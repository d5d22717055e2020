import type { Bonus, PromotionSummary } from "@casino/api-client";

/** A bonus as get-all-bonus answers it; each fixture below changes what its type sets. */
export const BASE_BONUS: Bonus = {
  id: 1,
  slug: "welcome-deposit",
  name: "Welcome bonus",
  type: "deposit",
  description: "Double your first deposit.",
  banner: { bannerTitle: "100% up to €1,000 on your first deposit", imageUrl: "" },
  currencyCode: "EUR",
  depositBonusPercent: 100,
  maxBonusThreshold: 1000,
  bonusAmount: null,
  maxWin: null,
  minBalance: null,
  minDeposit: 20,
  cashbackPercent: null,
  toCalendar: false,
  wageringMultiplier: 35,
  wageringType: "REAL_TO_FUN",
  freeSpinsQuantity: null,
  games: [],
  depositNumber: 1,
  isDeposit: true,
  validOnDays: [],
  validFrom: null,
  validTo: "2030-06-30T22:00:00.000Z",
  validDays: 30,
  termsHtml: "<p>Wager the bonus 35 times within 30 days.</p>",
};

export const DEPOSIT_BONUS = BASE_BONUS;

export const NO_DEPOSIT_BONUS: Bonus = {
  ...BASE_BONUS,
  id: 4,
  slug: "no-deposit-10",
  name: "€10 free",
  type: "no_deposit",
  banner: { bannerTitle: "€10 free", imageUrl: "" },
  depositBonusPercent: null,
  maxBonusThreshold: null,
  bonusAmount: 10,
  maxWin: 100,
  minDeposit: null,
  wageringMultiplier: 40,
  depositNumber: null,
  isDeposit: false,
  validTo: null,
  validDays: 7,
};

export const FREE_SPINS_BONUS: Bonus = {
  ...NO_DEPOSIT_BONUS,
  id: 5,
  slug: "free-spins-50",
  name: "50 free spins",
  type: "freespins",
  banner: { bannerTitle: "50 free spins", imageUrl: "" },
  bonusAmount: null,
  freeSpinsQuantity: 50,
  maxWin: 200,
  wageringMultiplier: 30,
  games: [{ slug: "book-of-sun", name: "Book of Sun" }],
  validDays: 3,
};

export const CASHBACK_BONUS: Bonus = {
  ...NO_DEPOSIT_BONUS,
  id: 6,
  slug: "daily-rakeback",
  name: "Daily rakeback",
  type: "instant_cashback",
  banner: { bannerTitle: "Daily rakeback", imageUrl: "" },
  bonusAmount: null,
  maxWin: null,
  cashbackPercent: 5,
  toCalendar: true,
  wageringMultiplier: 0,
  validDays: 1,
};

export const PROMOTION: PromotionSummary = {
  id: 1,
  slug: "welcome-offer",
  title: "Welcome offer",
  summary: "100% up to 1000 EUR on your first deposit",
  imageUrl: "",
  bonusId: 1,
  startsAt: null,
  endsAt: null,
};
