import type { ReactNode } from "react";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ModalLink, PageLink, useDocumentTitle, useSession } from "@casino/shell";
import * as styles from "./MyBonuses.css.ts";

// The v2 profile's sections (spec §2), as the account feature lists them, with My bonuses among them: a feature
// cannot import another's frame, so the page draws the same tab row by page key.
const V2_TABS = [
  { page: "myProfile", label: msg`My profile` },
  { page: "balance", label: msg`Balance` },
  { page: "profile2Verification", label: msg`Verification` },
  { page: "myBonuses", label: msg`My bonuses` },
  { page: "myHistory", label: msg`History` },
  { page: "statistics", label: msg`Statistics` },
] as const;

/**
 * The frame of My bonuses: the heading, the v2 profile's tabs on /profile2/my-bonuses, and for a guest a prompt to
 * log in over this page (the login modal opens here, so after login the player is still on it).
 */
export function BonusesFrame({ title, v2 = false, children }: { title: string; v2?: boolean; children: ReactNode }) {
  const { t, i18n } = useLingui();
  const { isAuthenticated } = useSession();
  useDocumentTitle(title);
  return (
    <section className={styles.frame} aria-labelledby="bonuses-title">
      <h1 id="bonuses-title" className={styles.title}>
        {title}
      </h1>
      {v2 && isAuthenticated ? (
        <nav aria-label={t`Profile sections`}>
          <ul className={styles.tabs}>
            {V2_TABS.map((tab) => (
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
        children
      ) : (
        <div className={styles.section}>
          <p>
            <Trans>Log in to see your bonuses.</Trans>
          </p>
          <div className={styles.actions}>
            <ModalLink modal="login" className={styles.linkButton}>
              <Trans>Log in</Trans>
            </ModalLink>
          </div>
        </div>
      )}
    </section>
  );
}
