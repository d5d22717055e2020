import { useLingui } from "@lingui/react/macro";
import { Skeleton } from "@casino/ui-kit";
import * as styles from "./WalletPage.css.ts";

/** The wallet's shape while the player's details load. */
export function WalletSkeleton() {
  const { t } = useLingui();
  return (
    <div className={styles.content} role="status" aria-label={t`Loading your wallet`}>
      <div className={styles.balances}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} shape="rect" height="5rem" />
        ))}
      </div>
      <Skeleton lines={2} />
    </div>
  );
}
