import { useId } from "react";
import { Trans } from "@lingui/react/macro";
import { ModalLink, PageLink } from "@casino/shell";
import { Skeleton } from "@casino/ui-kit";
import * as styles from "./WelcomeBanner.css.ts";

export type WelcomeBannerProps = {
  title: string;
  text: string;
  cta: string;
  /** The "win of month" amount, already formatted in the player's currency; undefined while the player loads. */
  winAmount: string | undefined;
  /**
   * The slug of the promotion that is the welcome offer (content text `welcome.promotion`, set by the operator): the
   * call to action leads there, to the real bonus with its terms and its claim. Without it guests are offered sign-up
   * and players the deposit page.
   */
  promotion: string | undefined;
  isGuest: boolean;
};

/** Spec §9: the welcome offer and the "win of month" tile at the top of the lobby. Props only. */
export function WelcomeBanner({ title, text, cta, winAmount, promotion, isGuest }: WelcomeBannerProps) {
  const welcomeId = useId();
  const winId = useId();
  return (
    <div className={styles.banner}>
      <section className={styles.welcome} aria-labelledby={welcomeId}>
        <h2 id={welcomeId} className={styles.heading}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        {promotion ? (
          <PageLink page="promotion" params={{ slug: promotion }} className={styles.cta}>
            {cta}
          </PageLink>
        ) : isGuest ? (
          <ModalLink modal="login" params={{ tab: "sign-up" }} className={styles.cta}>
            {cta}
          </ModalLink>
        ) : (
          <PageLink page="deposit" className={styles.cta}>
            {cta}
          </PageLink>
        )}
      </section>
      <section className={styles.win} aria-labelledby={winId}>
        <h2 id={winId} className={styles.heading}>
          <Trans>Win of the month</Trans>
        </h2>
        <p className={styles.amount}>{winAmount ?? <Skeleton width="8rem" height="2.5rem" shape="rect" />}</p>
      </section>
    </div>
  );
}
