import { useId } from "react";
import { useLingui } from "@lingui/react/macro";
import { ModalLink } from "@casino/shell";
import { linkButton } from "@casino/ui-kit/recipes";
import * as styles from "./VipClub.css.ts";

/** A guest's way into the club: the shell's sign-up (`?modal=login&tab=sign-up`, the header's Sign up). */
export function GuestJoinCard() {
  const { t } = useLingui();
  const id = useId();
  return (
    <section className={styles.level} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {t`Join the VIP club`}
      </h2>
      <p className={styles.muted}>{t`Sign up to collect loyalty points with every bet and climb the levels below.`}</p>
      <div className={styles.actions}>
        <ModalLink modal="login" params={{ tab: "sign-up" }} className={linkButton()}>
          {t`Sign up`}
        </ModalLink>
      </div>
    </section>
  );
}
