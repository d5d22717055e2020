import { useId } from "react";
import { useLingui } from "@lingui/react/macro";
import type { UserWallet } from "@casino/api-client";
import { useLocale } from "@casino/i18n";
import { Icon, Skeleton, VisuallyHidden } from "@casino/ui-kit";
import { panel } from "../layout/AccountMenu.css.ts";
import { useDisclosure } from "../layout/use-disclosure.ts";
import { useConnectionState } from "../realtime/use-connection-state.ts";
import { useSettings } from "../settings/settings-context.tsx";
import { formatMoney } from "./format-money.ts";
import * as styles from "./HeaderBalance.css.ts";
import { useSessionStore } from "./session-store.ts";
import { useCurrentUser } from "./use-session.ts";

/**
 * The logged-in player's total balance (cash + bonus), live from the realtime socket; nothing for a guest. With the
 * brand's useMultiWallet it opens the wallets: cash, bonus (non-cash) and the total. While offline or the socket is down
 * it is marked as possibly out of date (dimmed, an icon and a text for screen readers).
 */
export function HeaderBalance() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const { useMultiWallet } = useSettings();
  const { stale } = useConnectionState();
  const isAuthenticated = useSessionStore((state) => state.token !== null);
  const { data: user, isError } = useCurrentUser();
  if (!isAuthenticated || (isError && !user)) return null;
  if (!user) return <Skeleton shape="rect" width="6rem" height="2.25rem" />;
  const money = (amount: number) => formatMoney(amount, user.currencyCode, locale, { crypto: user.isCrypto });
  const total = money(user.userWallet.totalAmount);
  if (useMultiWallet) return <WalletsDisclosure wallet={user.userWallet} money={money} stale={stale} />;
  return (
    <p className={styles.balance} data-testid="header-balance">
      <span className={styles.label}>{t`Balance`}</span>
      <Amount text={total} stale={stale} />
    </p>
  );
}

/** The amount, with the stale mark while the connection is down; `noteId` names the note for aria-describedby. */
function Amount({ text, stale, noteId }: { text: string; stale: boolean; noteId?: string }) {
  const { t } = useLingui();
  return (
    <span className={stale ? styles.staleAmount : styles.amount} aria-live="polite">
      {stale ? <Icon name="warning" size="sm" /> : null}
      {text}
      {stale ? <VisuallyHidden {...(noteId ? { id: noteId } : {})}>{t`Balance may be out of date`}</VisuallyHidden> : null}
    </span>
  );
}

function WalletsDisclosure({ wallet, money, stale }: { wallet: UserWallet; money: (amount: number) => string; stale: boolean }) {
  const { t } = useLingui();
  const noteId = useId();
  const { open, panelId, rootProps, buttonProps } = useDisclosure({ popup: true });
  const rows = [
    { label: t`Cash`, amount: wallet.amount },
    { label: t`Bonus`, amount: wallet.nonCashAmount },
    { label: t`Total`, amount: wallet.totalAmount },
  ];
  return (
    <div className={styles.root} {...rootProps}>
      <button
        className={`${styles.balance} ${styles.trigger}`}
        data-testid="header-balance"
        aria-label={t`Balance ${money(wallet.totalAmount)}: show wallets`}
        {...(stale ? { "aria-describedby": noteId } : {})}
        {...buttonProps}
      >
        <span className={styles.label}>{t`Balance`}</span>
        <Amount text={money(wallet.totalAmount)} stale={stale} noteId={noteId} />
      </button>
      <div id={panelId} className={panel} hidden={!open}>
        <dl className={styles.wallets} aria-label={t`Wallets`}>
          {rows.map((row) => (
            <div key={row.label} className={styles.walletRow}>
              <dt>{row.label}</dt>
              <dd className={styles.walletAmount}>{money(row.amount)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
