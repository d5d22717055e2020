import { useLingui } from "@lingui/react/macro";
import { Skeleton, Surface } from "@casino/ui-kit";
import * as styles from "./MyBonuses.css.ts";

/** The shape of My bonuses while get-user-bonus loads: the active bonus card and three history rows. */
export function MyBonusesSkeleton() {
  const { t } = useLingui();
  return (
    <div className={styles.section} aria-busy="true" aria-label={t`Loading your bonuses`} role="status">
      <Surface>
        <div className={styles.section}>
          <Skeleton width="40%" />
          <Skeleton shape="rect" height="0.75rem" still />
          <Skeleton lines={2} still />
        </div>
      </Surface>
      <Skeleton width="30%" still />
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} shape="rect" height="3.5rem" still />
      ))}
    </div>
  );
}
