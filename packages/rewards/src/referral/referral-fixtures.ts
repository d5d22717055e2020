import type { Referral } from "@casino/api-client";

/** A player whose link has been opened and used, with a share to claim (the shape of GET /api/user/referral). */
export const REFERRAL: Referral = {
  code: "AB12CD34EF",
  link: "/?ref=AB12CD34EF",
  percent: 10,
  visits: 12,
  registrations: 3,
  revenue: 250,
  earned: 25,
  claimed: 5,
  claimable: 20,
  currencyCode: "EUR",
};

/** A player nobody has followed yet. */
export const NEW_REFERRAL: Referral = { ...REFERRAL, visits: 0, registrations: 0, revenue: 0, earned: 0, claimed: 0, claimable: 0 };
