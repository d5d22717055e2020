import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { ModalLink, PageLink, useDocumentTitle, useSession } from "@casino/shell";
import { PROFILE_TABS, type ProfileVariant } from "./profile-tabs.ts";
import * as styles from "./ProfileFrame.css.ts";

export type ProfileFrameProps = {
  /** The page's heading (translated). */
  title: string;
  /** Which profile layout's tabs to show: classic (/profile/...) or v2 (/profile2/...); none for a standalone page. */
  variant?: ProfileVariant;
  children: ReactNode;
};

/**
 * The frame of every player page of the account feature: heading, the profile tabs, and for a guest a prompt to log
 * in over this page (the login modal opens here, so after login the player is still on it).
 */
export function ProfileFrame({ title, variant, children }: ProfileFrameProps) {
  const { t, i18n } = useLingui();
  const { isAuthenticated } = useSession();
  useDocumentTitle(title);
  return (
    <section className={styles.frame} aria-labelledby="profile-frame-title">
      <h1 id="profile-frame-title" className={styles.title}>
        {title}
      </h1>
      {variant && isAuthenticated ? (
        <nav aria-label={t`Profile sections`}>
          <ul className={styles.tabs}>
            {PROFILE_TABS[variant].map((tab) => (
              <li key={tab.page}>
                <PageLink page={tab.page} className={styles.tab} exact>
                  {i18n._(tab.label)}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {isAuthenticated ? (
        <div className={styles.body}>{children}</div>
      ) : (
        <div className={styles.guest}>
          <p>
            <Trans>Log in to see this page.</Trans>
          </p>
          <ModalLink modal="login" className={styles.loginLink}>
            <Trans>Log in</Trans>
          </ModalLink>
        </div>
      )}
    </section>
  );
}
