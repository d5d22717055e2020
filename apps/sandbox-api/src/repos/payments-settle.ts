import { toUserWallet, withLedger, type LedgerDeps, type WalletState } from "./ledger.ts";
import { FINAL_STATUSES, findPayment, providerData, updatePayment, type PaymentRow } from "./payments.ts";
import { findUserById, updateUser } from "./users.ts";
import { afterDepositCompleted } from "./wallet-deposit-hooks.ts";
import { decimalsOf, toMajor } from "./wallet-money.ts";

// Settling a deposit: every path (3DS webhook, hosted page, sandbox confirmation) ends here, and a payment
// that already settled is returned as it is, so a repeat never credits twice.

/** Credits the deposit once; answers the payment (unchanged when it had already settled). */
export function completeDeposit(deps: LedgerDeps, paymentId: string): PaymentRow {
  const { db } = deps;
  let notice: { userId: number; amount: number; count: number; wallet: WalletState } | undefined;
  const row = withLedger(deps, (tx) => {
    const payment = findPayment(db, paymentId);
    if (!payment) throw new Error(`no payment ${paymentId}`);
    if (FINAL_STATUSES.includes(payment.status)) return payment;
    const now = deps.clock();
    const { entry } = tx.credit({
      userId: payment.user_id, kind: "deposit", cash: payment.amount, currency: payment.currency,
      reference: `payment:${payment.id}`, idempotencyKey: `payment:${payment.id}`,
    });
    const user = findUserById(db, payment.user_id);
    const amount = toMajor(payment.amount, decimalsOf(db, payment.currency));
    const count = (user?.deposit_count ?? 0) + 1;
    updateUser(db, payment.user_id, { deposit_count: count, total_deposit: Number(((user?.total_deposit ?? 0) + amount).toFixed(8)) }, now);
    const completed = updatePayment(db, payment.id, { status: "completed", ledger_entry_id: entry.id, completed_at: now.toISOString() }, now);
    afterDepositCompleted(tx, deps, completed);
    notice = { userId: payment.user_id, amount, count, wallet: tx.wallet(payment.user_id, payment.currency) };
    return completed;
  });
  if (notice) deps.events.emitToUser(notice.userId, "deposit", { amount: notice.amount, count: notice.count, userWallet: toUserWallet(db, notice.wallet) });
  return row;
}

export interface Failure {
  status: "failed" | "cancelled";
  code: string;
  message: string;
  /** Send failedDeposit to the player (not for a lapsed deposit nobody is waiting for). */
  notify?: boolean;
}

/** Ends an open deposit without money; answers the payment (unchanged when it had already settled). */
export function failDeposit(deps: LedgerDeps, paymentId: string, failure: Failure): PaymentRow {
  const { db } = deps;
  const payment = findPayment(db, paymentId);
  if (!payment) throw new Error(`no payment ${paymentId}`);
  if (FINAL_STATUSES.includes(payment.status)) return payment;
  const now = deps.clock();
  const failed = updatePayment(db, paymentId, { status: failure.status, error_code: failure.code, error_message: failure.message, completed_at: now.toISOString() }, now);
  if (failure.notify !== false) deps.events.emitToUser(payment.user_id, "failedDeposit", { code: failure.code, message: failure.message });
  return failed;
}

/** Open deposits past their expiry become cancelled (PAYMENT_EXPIRED): a lapsed QR or address pays nothing. */
export function expireStaleDeposits(deps: LedgerDeps, userId: number): void {
  const now = deps.clock().getTime();
  const open = deps.db
    .prepare("SELECT * FROM payments WHERE user_id = ? AND direction = 'deposit' AND status IN ('pending', 'processing')")
    .all(userId) as PaymentRow[];
  for (const payment of open) {
    const expiresAt = providerData(payment).expiresAt;
    if (payment.status === "pending" && expiresAt !== undefined && Date.parse(expiresAt) <= now) {
      failDeposit(deps, payment.id, { status: "cancelled", code: "PAYMENT_EXPIRED", message: "The payment expired", notify: false });
    }
  }
}
