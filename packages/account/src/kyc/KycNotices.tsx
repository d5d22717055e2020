import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@casino/ui-kit";
import { PageLink } from "@casino/shell";
import { KycStatusBadge } from "./StatusBadge.tsx";
import * as styles from "./Kyc.css.ts";

/** The overall status, and while anything is in review how long the review takes (spec §9: up to 24 hours). */
export function KycStatusSummary({ status, anyPending, reviewHours }: { status: string; anyPending: boolean; reviewHours: number }) {
  return (
    <section className={styles.panel} aria-labelledby="kyc-status-title">
      <div className={styles.cardHeader}>
        <h2 id="kyc-status-title" className={styles.heading}>
          <Trans>Verification status</Trans>
        </h2>
        <KycStatusBadge status={status} />
      </div>
      {anyPending ? (
        <p className={styles.text}>
          <Trans>We review documents within {reviewHours} hours. This page updates by itself.</Trans>
        </p>
      ) : null}
    </section>
  );
}

/** Spec §2 "KYC status discrepancy": the two sources of the status disagree, so it is being updated. */
export function KycDiscrepancyNotice({ onRefresh, refreshing }: { onRefresh: () => void; refreshing: boolean }) {
  const { t } = useLingui();
  return (
    <section className={styles.notice} role="status" aria-labelledby="kyc-discrepancy-title">
      <h2 id="kyc-discrepancy-title" className={styles.heading}>
        <Trans>Your verification status is being updated</Trans>
      </h2>
      <p className={styles.text}>
        <Trans>Your documents and your account show different statuses. This usually settles within a few minutes.</Trans>
      </p>
      <div>
        <Button variant="secondary" loading={refreshing} onClick={onRefresh}>
          {t`Refresh status`}
        </Button>
      </div>
    </section>
  );
}

/** allowKYCBeforeDeposit off and no deposit yet: verification opens with the first deposit. */
export function KycDepositLock() {
  return (
    <section className={styles.notice} aria-labelledby="kyc-lock-title">
      <h2 id="kyc-lock-title" className={styles.heading}>
        <Trans>Verification opens after your first deposit</Trans>
      </h2>
      <p className={styles.text}>
        <Trans>Once you have made a deposit you can upload your documents here.</Trans>
      </p>
      <p className={styles.text}>
        <PageLink page="deposit" className={styles.link}>
          <Trans>Make a deposit</Trans>
        </PageLink>
      </p>
    </section>
  );
}
