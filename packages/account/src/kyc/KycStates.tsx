import { useLingui } from "@lingui/react/macro";
import { Skeleton } from "@casino/ui-kit";
import * as styles from "./Kyc.css.ts";

/** First paint: the status panel and four cards as placeholders, announced once as busy. */
export function KycSkeleton() {
  const { t } = useLingui();
  return (
    <div aria-busy="true" aria-label={t`Loading verification`} role="region">
      <div className={styles.panel}>
        <Skeleton width="40%" height="1.5rem" shape="rect" />
      </div>
      <ul className={styles.cards}>
        {[0, 1, 2, 3].map((key) => (
          <li key={key} className={styles.panel}>
            <Skeleton width="50%" height="1.5rem" shape="rect" />
            <Skeleton lines={2} height="1rem" />
            <Skeleton height="7rem" shape="rect" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Any failed read: the spec's "Data loading error" with Retry. */
