import { useLingui } from "@lingui/react/macro";
import { Skeleton, Stack, Surface, VisuallyHidden } from "@casino/ui-kit";
import * as styles from "./ProfileOverview.css.ts";

/** The overview's shape while the player loads. */
export function OverviewSkeleton({ rows = 8 }: { rows?: number }) {
  const { t } = useLingui();
  return (
    <Surface aria-busy="true">
      <VisuallyHidden>{t`Loading`}</VisuallyHidden>
      <Skeleton shape="text" width="10rem" />
      <div className={styles.details}>
        {Array.from({ length: rows }, (_, row) => (
          <Stack key={row} gap="xs">
            <Skeleton shape="text" width="5rem" />
            <Skeleton shape="text" width="12rem" />
          </Stack>
        ))}
      </div>
      <div className={styles.balances}>
        {Array.from({ length: 3 }, (_, box) => (
          <Skeleton key={box} shape="rect" height="4.5rem" />
        ))}
      </div>
    </Surface>
  );
}
