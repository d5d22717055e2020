import { Trans } from "@lingui/react/macro";
import { Button } from "@casino/ui-kit";
import * as styles from "./StatisticsSummary.css.ts";

/** A failed read: "Data loading error" with Retry, never a crash. */
export function LoadError({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <div className={styles.state} role="alert">
      <p className={styles.stateText}>
        <Trans>Data loading error</Trans>
      </p>
      <Button variant="secondary" onClick={onRetry} loading={retrying}>
        <Trans>Retry</Trans>
      </Button>
    </div>
  );
}
