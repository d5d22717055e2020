import { useLingui } from "@lingui/react/macro";
import { Button, ProgressBar, Text } from "@casino/ui-kit";
import { ResultLayout } from "./ResultLayout.tsx";
import * as styles from "./results.css.ts";

export type ThreeDsViewProps =
  | { status: "progress" }
  | { status: "error"; error: { title: string; text: string }; retrying: boolean; onRetry: () => void };

/** deposit-3ds-success before its outcome: the card payment is being completed, or that failed (with Retry). */
export function ThreeDsView(props: ThreeDsViewProps) {
  const { t } = useLingui();
  if (props.status === "progress") {
    return (
      <ResultLayout tone="info" heading={t`Completing your card payment`}>
        <div className={styles.progress}>
          <ProgressBar label={t`Your card was verified. We are completing the payment.`} />
        </div>
        <Text as="p" tone="secondary">
          {t`Please do not refresh or close this page.`}
        </Text>
      </ResultLayout>
    );
  }
  return (
    <ResultLayout
      tone="danger"
      heading={props.error.title}
      actions={
        <Button onClick={props.onRetry} loading={props.retrying}>
          {t`Retry`}
        </Button>
      }
    >
      <Text as="p">{props.error.text}</Text>
    </ResultLayout>
  );
}
