import type { RedeemCouponResult } from "@casino/api-client";
import { ApiError } from "../http/errors.ts";
import { toUserWallet, withLedger, type LedgerDeps } from "./ledger.ts";
import { minorOf } from "./bonus-money.ts";
import type { UserId } from "./sessions.ts";
import { accountCurrency, decimalsOf, toMajor } from "./wallet-money.ts";

interface CouponRow {
  id: number;
  code: string;
  amount: number;
  max_redemptions: number | null;
  starts_at: string | null;
  ends_at: string | null;
}

const invalid = () => new ApiError(400, "COUPON_INVALID", "This coupon code is not valid");

/**
 * Redeems a coupon once per player: its amount (major units, read in the player's currency) is credited as
 * bonus money through the ledger. Unknown, not yet started, ended or used-up codes are all COUPON_INVALID,
 * so codes cannot be probed.
 */
export function redeemCoupon(deps: LedgerDeps, userId: UserId, rawCode: string): RedeemCouponResult {
  const { db } = deps;
  const now = deps.clock().toISOString();
  return withLedger(deps, (tx) => {
    const coupon = db.prepare("SELECT * FROM coupons WHERE code = ?").get(rawCode.trim()) as CouponRow | undefined;
    if (!coupon) throw invalid();
    if (db.prepare("SELECT 1 FROM coupon_redemptions WHERE coupon_id = ? AND user_id = ?").get(coupon.id, userId)) {
      throw new ApiError(409, "COUPON_ALREADY_REDEEMED", "You have already redeemed this coupon");
    }
    const used = db.prepare("SELECT count(*) FROM coupon_redemptions WHERE coupon_id = ?").pluck().get(coupon.id) as number;
    const open = (coupon.starts_at === null || coupon.starts_at <= now) && (coupon.ends_at === null || coupon.ends_at > now);
    if (!open || (coupon.max_redemptions !== null && used >= coupon.max_redemptions)) throw invalid();

    const currency = accountCurrency(db, userId);
    const amount = minorOf(db, coupon.amount, currency);
    const { entry, wallet } = tx.credit({
      userId, kind: "bonus", nonCash: amount, currency, reference: `coupon:${coupon.id}`, idempotencyKey: `coupon:${coupon.id}`,
    });
    db.prepare("INSERT INTO coupon_redemptions (coupon_id, user_id, currency, amount, ledger_entry_id, redeemed_at) VALUES (?, ?, ?, ?, ?, ?)").run(
      coupon.id, userId, currency, amount, entry.id, now,
    );
    return { code: coupon.code, amount: toMajor(amount, decimalsOf(db, currency)), currencyCode: currency, userWallet: toUserWallet(db, wallet) };
  });
}
