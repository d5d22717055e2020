import { useLingui } from "@lingui/react/macro";
import { ProgressBar } from "@casino/ui-kit";
import * as styles from "./NavigationProgress.css.ts";

/** The bar itself: a chunk of its own, asked for when a navigation starts and drawn only after PROGRESS_DELAY_MS. */
export default function PageLoadingBar() {
  const { t } = useLingui();
  return (
    <div className={styles.bar}>
      <ProgressBar label={t`Loading page`} hideLabel size="sm" />
    </div>
  );
}
