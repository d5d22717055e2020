import { useLingui } from "@lingui/react/macro";
import { Skeleton, Surface } from "@casino/ui-kit";
import * as styles from "./Limits.css.ts";

/** The shape of the limits page while its read loads: a group heading and three limit cards. */
export function LimitsSkeleton() {
  const { t } = useLingui();
  return (
    <div className={styles.view} aria-busy="true" aria-label={t`Loading your limits`} role="status">
      <Skeleton width="30%" />
      {[0, 1, 2].map((row) => (
        <Surface key={row}>
          <div className={styles.section}>
            <Skeleton width="40%" still />
            <Skeleton shape="rect" height="2.5rem" still />
            <Skeleton shape="rect" height="2.75rem" still />
          </div>
        </Surface>
      ))}
    </div>
  );
}
