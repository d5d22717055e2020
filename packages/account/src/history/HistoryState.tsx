import { Trans, useLingui } from "@lingui/react/macro";
import { DataLoadingError, TransportError } from "@casino/api-client";
import { Button, Icon } from "@casino/ui-kit";
import * as styles from "./HistoryState.css.ts";

export type HistoryStateProps =
  | { kind: "empty"; view: "transactions" | "casino" }
  | { kind: "filtered"; onClearFilters: () => void }
  | { kind: "error"; error: unknown; onRetry: () => void; retrying?: boolean };

/** The text of a failed load: malformed data, an unreachable server, or the server's own message. */
function useErrorText(error: unknown): string {
  const { t } = useLingui();
  if (error instanceof DataLoadingError) return t`Data loading error`;
  if (error instanceof TransportError) return t`Try again later`;
  return error instanceof Error && error.message ? error.message : t`Something went wrong`;
}

function ErrorState({ error, onRetry, retrying = false }: { error: unknown; onRetry: () => void; retrying?: boolean }) {
  const text = useErrorText(error);
  return (
    <div className={styles.state} role="alert">
      <Icon name="danger" size="lg" />
      <p className={styles.title}>{text}</p>
      <Button variant="secondary" onClick={onRetry} loading={retrying}>
        <Trans>Retry</Trans>
      </Button>
    </div>
  );
}

/** Empty, filtered-empty and error states in the table's place. */
export function HistoryState(props: HistoryStateProps) {
  if (props.kind === "error") return <ErrorState error={props.error} onRetry={props.onRetry} retrying={props.retrying ?? false} />;
  return (
    <div className={styles.state} role="status">
      <Icon name="info" size="lg" />
      {props.kind === "empty" ? (
        <p className={styles.title}>
          {props.view === "casino" ? <Trans>No casino rounds yet</Trans> : <Trans>No transactions yet</Trans>}
        </p>
      ) : (
        <>
          <p className={styles.title}>
            <Trans>Nothing matches these filters</Trans>
          </p>
          <Button variant="secondary" onClick={props.onClearFilters}>
            <Trans>Clear filters</Trans>
          </Button>
        </>
      )}
    </div>
  );
}
