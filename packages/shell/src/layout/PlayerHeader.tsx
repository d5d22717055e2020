import { Trans } from "@lingui/react/macro";
import { HeaderItems } from "../header-items/HeaderItems.tsx";
import { PageLink } from "../links/PageLink.tsx";
import { ModalLink } from "../modals/ModalLink.tsx";
import { HeaderBalance } from "../session/HeaderBalance.tsx";
import { useSettings } from "../settings/settings-context.tsx";
import { AccountMenu } from "./AccountMenu.tsx";
import * as styles from "./HeaderAuth.css.ts";

/**
 * A logged-in player's part of the header: the features' items, the balance, Deposit and the account menu. Its own
 * chunk (HeaderAuth loads it for players only): most first visits are guests', and they never need it.
 */
export default function PlayerHeader() {
  const settings = useSettings();
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
