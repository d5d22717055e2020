import { useLingui } from "@lingui/react/macro";
import { useLocale } from "@casino/i18n";
import type { User } from "@casino/api-client";
import { formatMoney } from "@casino/shell";
import * as styles from "./WalletList.css.ts";

type Wallet = { currencyCode: string; isCrypto: boolean; cash: number; bonus: number; total: number };

/**
 * The player's wallets (useMultiWallet). The user-details contract carries one wallet, in the account's currency;
 * it is listed as such, so more wallets only need a longer list here when the contract grows.
 */
export function walletsOf(user: Pick<User, "userWallet" | "currencyCode" | "isCrypto">): Wallet[] {
  const { amount, nonCashAmount, totalAmount } = user.userWallet;
  return [{ currencyCode: user.currencyCode, isCrypto: user.isCrypto, cash: amount, bonus: nonCashAmount, total: totalAmount }];
}

export function WalletList({ user }: { user: Pick<User, "userWallet" | "currencyCode" | "isCrypto"> }) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const wallets = walletsOf(user);
  return (
    <section aria-labelledby="wallets-title" className={styles.wallets}>
      <h2 id="wallets-title" className={styles.title}>
        {t`Wallets`}
      </h2>
      <ul className={styles.list}>
        {wallets.map((wallet) => {
          const money = (value: number) => formatMoney(value, wallet.currencyCode, locale, { crypto: wallet.isCrypto });
          return (
            <li key={wallet.currencyCode} className={styles.wallet}>
              <span className={styles.currency}>{wallet.currencyCode}</span>
              <span>{t`Cash ${money(wallet.cash)}`}</span>
              <span>{t`Bonus ${money(wallet.bonus)}`}</span>
              <strong>{t`Total ${money(wallet.total)}`}</strong>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
