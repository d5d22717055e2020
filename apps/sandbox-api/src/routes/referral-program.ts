import type { Context, Hono } from "hono";
import { ReferralVisitPayloadSchema, type Referral } from "@casino/api-client";
import { roundMoney } from "@casino/domain";
import { redirectBase, requestIp } from "../auth/visitor.ts";
import type { AppDeps } from "../context.ts";
import { requireUser } from "../http/auth.ts";
import { ApiError, forbidden, notFound } from "../http/errors.ts";
import { assertMayPlay } from "../http/guards.ts";
import { readBody } from "../http/validate.ts";
import { listBrands, resolveBrand } from "../repos/brands.ts";
import { withLedger } from "../repos/ledger.ts";
import { findReferrerByCode, recordReferralClaim, recordReferralVisit, referralNumbers } from "../repos/referral-program.ts";
import { findUserById, type UserRow } from "../repos/users.ts";
import { decimalsOf, toMajor } from "../repos/wallet-money.ts";

/** The player's brand (sign-up brand, else the one of the request's system token). */
function brandSettings(c: Context, db: AppDeps["db"], user: UserRow): Record<string, unknown> {
  const own = user.brand ? listBrands(db).find((brand) => brand.brand === user.brand) : undefined;
  return (own ?? resolveBrand(db, c.req.header("x-system-token")))?.settings ?? {};
}

/** Absolute when the request comes from a local front end (Origin), else a path the client prefixes. */
function referralLink(c: Context, settings: Record<string, unknown>, code: string): string {
  const landing = typeof settings["referAFriendLanding"] === "string" ? settings["referAFriendLanding"] : "/";
  const base = /^https?:\/\//.test(landing) ? landing : `${redirectBase(c, undefined)}${landing.startsWith("/") ? landing : `/${landing}`}`;
  return `${base}${base.includes("?") ? "&" : "?"}ref=${encodeURIComponent(code)}`;
}

function referralView(c: Context, db: AppDeps["db"], user: UserRow): Referral {
  const settings = brandSettings(c, db, user);
  const percent = typeof settings["referAFriendPercent"] === "number" ? settings["referAFriendPercent"] : 0;
  const numbers = referralNumbers(db, user.id);
  const earned = roundMoney((numbers.revenue * percent) / 100);
  return {
    code: user.referral_code,
    link: referralLink(c, settings, user.referral_code),
    percent,
    ...numbers,
    earned,
    claimable: Math.max(0, roundMoney(earned - numbers.claimed)),
    currencyCode: user.currency_code,
  };
}

/** Refer-a-friend: the player's numbers, the public visit counter, and the claim into the wallet. */
export function registerReferralRoutes(app: Hono, deps: AppDeps): void {
  const { db, clock } = deps;
  const currentUser = (c: Context): UserRow => {
    const user = findUserById(db, requireUser(c).userId);
    if (!user) throw forbidden();
    return user;
  };

  app.get("/api/user/referral", (c) => c.json({ success: true, data: referralView(c, db, currentUser(c)) }));

  app.post("/api/user/referral/visit", async (c) => {
    const { code } = await readBody(c, ReferralVisitPayloadSchema);
    const referrerId = findReferrerByCode(db, code);
    if (referrerId === undefined) throw notFound("Unknown referral code", "REFERRAL_NOT_FOUND");
    recordReferralVisit(db, referrerId, requestIp(c), clock());
    return c.json({ success: true, message: "Visit recorded" });
  });

  app.post("/api/user/referral/claim", (c) => {
    const user = currentUser(c);
    const now = clock();
    assertMayPlay(db, user.id, now);
    const decimals = decimalsOf(db, user.currency_code);
    const amount = withLedger(deps, (tx) => {
      // Read inside the write transaction, so two claims at once cannot both take the same share.
      const minor = Math.round(referralView(c, db, user).claimable * 10 ** decimals);
      if (minor <= 0) throw new ApiError(409, "NOTHING_TO_CLAIM", "There is nothing to claim yet");
      const major = toMajor(minor, decimals);
      const claimId = recordReferralClaim(db, { userId: user.id, amount: major, currency: user.currency_code, now });
      tx.credit({ userId: user.id, kind: "referral", cash: minor, reference: `referral-claim:${claimId}` });
      return major;
    });
    return c.json({ success: true, data: { amount, referral: referralView(c, db, user) } });
  });
}
