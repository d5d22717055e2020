import { useLingui } from "@lingui/react/macro";
import { Skeleton } from "@casino/ui-kit";
import * as styles from "./ReferralPage.css.ts";

/** The page's shape while GET referral loads: the link row, four numbers and the claim. */
export function ReferralSkeleton() {
  const { t } = useLingui();
  return (
    <div className={styles.content} role="status" aria-busy="true" aria-label={t`Loading your referrals`}>
      <Skeleton shape="rect" height="6rem" />
      <Skeleton shape="rect" height="7rem" still />
      <Skeleton shape="rect" height="5rem" still />
    </div>
  );
}
