import { useId } from "react";
import { useLingui } from "@lingui/react/macro";
import type { User } from "@casino/api-client";
import { PageLink } from "@casino/shell";
import { Text } from "@casino/ui-kit";
import { linkButton } from "@casino/ui-kit/recipes";
import { useMoney } from "../shared/use-money.ts";
import * as styles from "./WalletPage.css.ts";

export type WalletOwner = Pick<User, "userWallet" | "currencyCode" | "isCrypto">;

/**
 * The player's money: cash, bonus (non-cash) and total; with the brand's useMultiWallet each wallet listed (the
 * user-details contract carries one, in the account's currency); and the ways to deposit, withdraw and look back.
 */
export function WalletView({ user, multiWallet }: { user: WalletOwner; multiWallet: boolean }) {
  const { t } = useLingui();
  const money = useMoney();
  const balanceId = useId();
  const walletsId = useId();
  const { amount, nonCashAmount, totalAmount } = user.userWallet;
  const format = (value: number) => money(value, user.currencyCode, user.isCrypto);
  const rows = [
    { key: "cash", label: t`Cash`, value: amount },
    { key: "bonus", label: t`Bonus`, value: nonCashAmount },
    { key: "total", label: t`Total`, value: totalAmount },
  ];
  return (
    <div className={styles.content}>
      <section aria-labelledby={balanceId}>
        <h2 id={balanceId} className={styles.heading}>{t`Your balance`}</h2>
        <dl className={styles.balances} aria-live="polite">
          {rows.map((row) => (
            <div key={row.key} className={row.key === "total" ? styles.totalBalance : styles.balance} data-testid={`wallet-${row.key}`}>
              <dt className={styles.term}>{row.label}</dt>
              <dd className={styles.amount}>{format(row.value)}</dd>
            </div>
          ))}
        </dl>
      </section>
      {totalAmount <= 0 ? <Text as="p" tone="secondary">{t`Your wallet is empty. Make a deposit to play for real money.`}</Text> : null}
      {multiWallet ? (
        <section aria-labelledby={walletsId}>
          <h2 id={walletsId} className={styles.heading}>{t`Wallets`}</h2>
          <ul className={styles.walletList}>
            <li>
              <dl className={styles.walletRow} aria-label={t`${user.currencyCode} wallet`}>
                {rows.map((row) => (
                  <div key={row.key} className={styles.walletFacts}>
                    <dt>{row.label}</dt>
                    <dd className={styles.walletValue}>{format(row.value)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          </ul>
        </section>
      ) : null}
      <nav aria-label={t`Wallet actions`} className={styles.actions}>
        <PageLink page="deposit" className={linkButton()}>{t`Deposit`}</PageLink>
        <PageLink page="withdraw" className={linkButton({ variant: "secondary" })}>{t`Withdraw`}</PageLink>
        <PageLink page="transactions" className={linkButton({ variant: "secondary" })}>{t`Transactions`}</PageLink>
      </nav>
    </div>
  );
}
