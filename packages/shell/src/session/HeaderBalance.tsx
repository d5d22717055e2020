import { useLingui } from "@lingui/react/macro";
import { useLocale } from "@casino/i18n";
import { Skeleton } from "@casino/ui-kit";
import { formatMoney } from "./format-money.ts";
import * as styles from "./HeaderBalance.css.ts";
import { useSessionStore } from "./session-store.ts";
import { useCurrentUser } from "./use-session.ts";

/** The logged-in player's total balance (cash + bonus), live from the realtime socket; nothing for a guest. */
export function HeaderBalance() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const isAuthenticated = useSessionStore((state) => state.token !== null);
  const { data: user, isError } = useCurrentUser();
  if (!isAuthenticated || (isError && !user)) return null;
  if (!user) return <Skeleton shape="rect" width="6rem" height="2.25rem" />;
  const total = formatMoney(user.userWallet.totalAmount, user.currencyCode, locale, { crypto: user.isCrypto });
  return (
    <p className={styles.balance} data-testid="header-balance">
      <span className={styles.label}>{t`Balance`}</span>
      <span className={styles.amount} aria-live="polite">
        {total}
      </span>
    </p>
  );
}
