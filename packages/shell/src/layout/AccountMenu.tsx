import { Trans, useLingui } from "@lingui/react/macro";
import { AccountMenuItems } from "../account-menu/account-menu-items.tsx";
import { PageLink } from "../links/PageLink.tsx";
import { useCurrentUser, useSession } from "../session/use-session.ts";
import * as styles from "./AccountMenu.css.ts";
import { useDisclosure } from "./use-disclosure.ts";

const ACCOUNT_LINKS = ["profile", "editProfile", "deposit", "withdraw", "bonuses", "transactions", "referAFriend"] as const;

/**
 * The player's account disclosure in the header: the features' entries (drawn only while it is open, so their reads wait
 * for it), profile and cashier links by page key, and Log out.
 */
export function AccountMenu() {
  const { t } = useLingui();
  const labels: Record<(typeof ACCOUNT_LINKS)[number], string> = {
    profile: t`My profile`,
    editProfile: t`Edit profile`,
    deposit: t`Deposit`,
    withdraw: t`Withdraw`,
    bonuses: t`Bonuses`,
    transactions: t`Transactions`,
    referAFriend: t`Refer a friend`,
  };
  const { signOut } = useSession();
  const { data: user } = useCurrentUser();
  const { open, panelId, rootProps, buttonProps } = useDisclosure({ popup: true });
  const name = user?.nickname || user?.firstName || "";
  return (
    <div className={styles.root} {...rootProps}>
      <button className={styles.trigger} {...buttonProps}>
        <span className={styles.avatar} aria-hidden="true">
          {(name[0] ?? "•").toUpperCase()}
        </span>
        <span className={styles.triggerText}>{t`Account`}</span>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {name ? <p className={styles.name}>{name}</p> : null}
        <ul className={styles.list}>
          {open ? <AccountMenuItems className={styles.item} /> : null}
          {ACCOUNT_LINKS.map((page) => (
            <li key={page}>
              <PageLink page={page} className={styles.item}>
                {labels[page]}
              </PageLink>
            </li>
          ))}
          <li>
            <button type="button" className={styles.item} onClick={() => void signOut()}>
              <Trans>Log out</Trans>
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
