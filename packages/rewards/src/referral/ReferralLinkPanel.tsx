import { useId } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { CopyField } from "@casino/ui-kit";
import { useSettings } from "@casino/shell";
import * as bonusStyles from "../bonuses/MyBonuses.css.ts";
import { panel } from "../freemoney/FreeMoneyPage.css.ts";
import * as styles from "./ReferralPage.css.ts";

/** The player's referral link, read-only, with Copy and (where the device has one) Share. */
export function ReferralLinkPanel({ link }: { link: string }) {
  const titleId = useId();
  const { t } = useLingui();
  const { brandName } = useSettings();
  return (
    <section className={panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={bonusStyles.heading}>
        <Trans>Your invitation link</Trans>
      </h2>
      <p className={styles.text}>
        <Trans>Friends who sign up through this link count as your referrals.</Trans>
      </p>
      <CopyField
        label={t`Referral link`}
        value={link}
        kind="link"
        share={{ title: brandName, text: t`Join me at ${brandName}` }}
      />
    </section>
  );
}
