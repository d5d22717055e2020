import { attachDepositBonus } from "./bonus-deposit.ts";
import type { LedgerDeps, LedgerTx } from "./ledger.ts";
import type { PaymentRow } from "./payments.ts";
import { findUserById } from "./users.ts";
import { decimalsOf, toMajor } from "./wallet-money.ts";

/**
 * Runs inside the deposit's ledger transaction right after the deposit is credited and counted
 * (payment.bonus_id is the bonus the player picked, or null: then a deposit bonus the player activated
 * beforehand, if any). The rewards vertical starts the deposit bonus; a bonus that does not apply is
 * skipped and never rolls the deposit back. Only deposits in the account currency carry a bonus.
 */
export function afterDepositCompleted(tx: LedgerTx, deps: LedgerDeps, payment: PaymentRow): void {
  const user = findUserById(deps.db, payment.user_id);
  if (!user || payment.currency !== user.currency_code) return;
  attachDepositBonus(
    deps,
    {
      userId: user.id,
      bonusId: payment.bonus_id,
      depositAmount: toMajor(payment.amount, decimalsOf(deps.db, payment.currency)),
      now: deps.clock(),
      // deposit_count already includes this deposit.
      depositCountBefore: Math.max(0, user.deposit_count - 1),
    },
    tx,
  );
}
