import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { useLocale } from "@casino/i18n";
import { hasRealEmail, type User } from "@casino/api-client";
import { displayDateOfBirth } from "@casino/domain";
import { Surface } from "@casino/ui-kit";
import { BalanceSummary } from "./BalanceSummary.tsx";
import { useKycStatusText } from "./use-kyc-status-text.ts";
import * as styles from "./ProfileOverview.css.ts";

/** The player's details at a glance: identity, contact, address, currency, KYC status and balances. */
export function ProfileOverview({ user, now, actions }: { user: User; now: Date; actions?: ReactNode }) {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  const kycText = useKycStatusText();
  const none = t`Not given`;
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || none;
  const dob = displayDateOfBirth(user, now);
  const country = user.countryCode ? (new Intl.DisplayNames([locale], { type: "region" }).of(user.countryCode) ?? user.countryCode) : none;
  const address = [user.address, user.zipCode, user.city].filter(Boolean).join(", ") || none;
  const phone = user.phone ? `${user.phoneCode ?? ""} ${user.phone}`.trim() : none;
  const email = hasRealEmail(user.email) ? (
    <span className={styles.withBadge}>
      <span>{user.email}</span>
      <span className={user.isEmailVerified ? styles.badgeOk : styles.badgeWarn}>{user.isEmailVerified ? t`Verified` : t`Not verified`}</span>
    </span>
  ) : (
    none
  );
  const rows: Array<[string, ReactNode]> = [
    [t`Name`, name],
    [t`E-mail`, email],
    [t`Phone`, phone],
    [t`Date of birth`, dob ? i18n.date(new Date(`${dob}T00:00:00Z`), { dateStyle: "long", timeZone: "UTC" }) : none],
    [t`Country`, country],
    [t`Address`, address],
    [t`Currency`, user.currencyCode],
    [t`Verification (KYC)`, kycText(user.kycStatus)],
  ];
  return (
    <Surface as="section" aria-labelledby="profile-overview-title">
      <h2 id="profile-overview-title" className={styles.heading}>
        {t`Your details`}
      </h2>
      <dl className={styles.details}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt className={styles.term}>{label}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className={styles.heading}>{t`Balance`}</h2>
      <BalanceSummary user={user} />
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </Surface>
  );
}
