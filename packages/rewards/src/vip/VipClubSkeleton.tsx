import { useLingui } from "@lingui/react/macro";
import { Skeleton } from "@casino/ui-kit";
import * as styles from "./VipClub.css.ts";

/** The club's shape while its reads load: the level card (the player's or the guest's) and a grid of six levels. */
export function VipClubSkeleton() {
  const { t } = useLingui();
  return (
    <div className={styles.view} aria-busy="true" aria-label={t`Loading the VIP club`} role="status">
      <div className={styles.level}>
        <Skeleton width="50%" />
        <Skeleton lines={2} still />
        <Skeleton shape="rect" height="0.75rem" still />
      </div>
      <div className={styles.section}>
        <Skeleton width="30%" still />
        <div className={styles.levels}>
          {[0, 1, 2, 3, 4, 5].map((card) => (
            <div key={card} className={styles.level}>
              <Skeleton width="60%" />
              <Skeleton lines={3} still />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
