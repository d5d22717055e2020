import { Trans } from "@lingui/react/macro";
import { HeaderItems } from "../header-items/header-items.tsx";
import { PageLink } from "../links/PageLink.tsx";
import { ModalLink } from "../modals/ModalLink.tsx";
import { HeaderBalance } from "../session/HeaderBalance.tsx";
import { useSession } from "../session/use-session.ts";
import { useSettings } from "../settings/settings-context.tsx";
import { AccountMenu } from "./AccountMenu.tsx";
import * as styles from "./HeaderAuth.css.ts";

/** Log in and Sign up for guests (both open `?modal=login`); balance, Deposit and the account menu for players. */
export function HeaderAuth() {
  const { isAuthenticated } = useSession();
  const settings = useSettings();
  if (isAuthenticated) {
    return (
      <div className={styles.area}>
        <HeaderItems />
        <HeaderBalance />
        {/* popupDepositFormAsSidebar: the cashier's `?modal=deposit` side sheet instead of the /deposit page. */}
        {settings.popupDepositFormAsSidebar ? (
          <ModalLink modal="deposit" className={styles.deposit}>
            <Trans>Deposit</Trans>
          </ModalLink>
        ) : (
          <PageLink page="deposit" className={styles.deposit}>
            <Trans>Deposit</Trans>
          </PageLink>
        )}
        <AccountMenu />
      </div>
    );
  }
  return (
    <div className={styles.area}>
      <ModalLink modal="login" className={styles.secondary}>
        <Trans>Log in</Trans>
      </ModalLink>
      {/* `tab` is a hint for the account feature's login modal to start on its sign-up form. */}
      <ModalLink modal="login" params={{ tab: "sign-up" }} className={styles.primary}>
        <Trans>Sign up</Trans>
      </ModalLink>
    </div>
  );
}
