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
  /** Guests are offered sign-up, players the deposit page. */
  isGuest: boolean;
};

/** Spec §9: the welcome offer and the "win of month" tile at the top of the lobby. Props only. */
export function WelcomeBanner({ title, text, cta, winAmount, isGuest }: WelcomeBannerProps) {
  const welcomeId = useId();
  const winId = useId();
  return (
    <div className={styles.banner}>
      <section className={styles.welcome} aria-labelledby={welcomeId}>
        <h2 id={welcomeId} className={styles.heading}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        {isGuest ? (
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
