import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { linkButton } from "@casino/ui-kit/recipes";
import { PageLink } from "../links/PageLink.tsx";
import { ModalLink } from "../modals/ModalLink.tsx";
import { useDocumentTitle } from "../pages/use-document-title.ts";
import { useFilledPages } from "../pages/use-filled-pages.ts";
import { useSession } from "../session/use-session.ts";
import { visibleTabs, type ProfileVariant } from "./profile-tabs.ts";
import * as styles from "./ProfileFrame.css.ts";

export type ProfileFrameProps = {
  /** The page's heading and document title (translated). */
  title: string;
  /** Which profile layout's tabs to show: classic (/profile/...) or v2 (/profile2/...); none for a standalone page. */
  variant?: ProfileVariant;
  /** What a guest is asked (translated); "Log in to see this page." unless the page says more. */
  guestPrompt?: string;
  children: ReactNode;
};

/**
 * The frame of the player's pages of every feature: heading, the profile tabs (those whose page a feature fills),
 * and for a guest a prompt to log in over this page (the login modal opens here, so after login the player is
 * still on it).
 */
export function ProfileFrame({ title, variant, guestPrompt, children }: ProfileFrameProps) {
  const { t, i18n } = useLingui();
  const { isAuthenticated } = useSession();
  const filled = useFilledPages();
  useDocumentTitle(title);
  return (
    <section className={styles.frame} aria-labelledby="profile-frame-title">
      <h1 id="profile-frame-title" className={styles.title}>
        {title}
      </h1>
      {variant && isAuthenticated ? (
        <nav aria-label={t`Profile sections`}>
          <ul className={styles.tabs}>
            {visibleTabs(variant, filled).map((tab) => (
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
          <p>{guestPrompt ?? <Trans>Log in to see this page.</Trans>}</p>
          <ModalLink modal="login" className={linkButton()}>
            <Trans>Log in</Trans>
          </ModalLink>
        </div>
      )}
    </section>
  );
}
