import { useLingui } from "@lingui/react/macro";
import { Skeleton, VisuallyHidden } from "@casino/ui-kit";
import * as bar from "./PlayBar.css.ts";
import * as styles from "./PlayPage.css.ts";

/** First paint of the play page: the bar and the stage in their final size, so nothing jumps when they fill. */
export function PlaySkeleton() {
  const { t } = useLingui();
  return (
    <div className={styles.page} aria-busy="true">
      <VisuallyHidden>{t`Loading the game`}</VisuallyHidden>
      <div className={bar.bar}>
        <Skeleton shape="text" width="10rem" />
        <Skeleton shape="rect" width="12rem" height="2.5rem" />
      </div>
      <div className={styles.stage}>
        <Skeleton shape="rect" width="100%" height="100%" />
      </div>
    </div>
  );
}
