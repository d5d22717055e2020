import { useLingui } from "@lingui/react/macro";
import { useLocale } from "@casino/i18n";
import type { User } from "@casino/api-client";
import { formatMoney } from "@casino/shell";
import * as styles from "./ProfileOverview.css.ts";

/** Cash, bonus (non-cash) and total in the player's currency (2 decimals, crypto 8). */
export function BalanceSummary({ user }: { user: Pick<User, "userWallet" | "currencyCode" | "isCrypto"> }) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const money = (amount: number) => formatMoney(amount, user.currencyCode, locale, { crypto: user.isCrypto });
  const rows = [
    { label: t`Cash`, value: money(user.userWallet.amount), id: "cash" },
    { label: t`Bonus`, value: money(user.userWallet.nonCashAmount), id: "bonus" },
    { label: t`Total`, value: money(user.userWallet.totalAmount), id: "total" },
  ];
  return (
    <dl className={styles.balances} aria-live="polite">
      {rows.map((row) => (
        <div key={row.id} className={row.id === "total" ? styles.balanceTotal : styles.balance} data-testid={`balance-${row.id}`}>
          <dt className={styles.term}>{row.label}</dt>
          <dd className={styles.amount}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
