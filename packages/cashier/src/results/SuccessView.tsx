import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Skeleton, Text } from "@casino/ui-kit";
import { ResultLayout } from "./ResultLayout.tsx";
import * as styles from "./results.css.ts";

export type SuccessViewProps = {
  /** The credited amount, formatted; undefined while it loads, null when it cannot be read. */
  amount: string | null | undefined;
  onClose: () => void;
};

/** deposit-success (and a completed 3-D Secure payment): the money is on the balance. */
export function SuccessView({ amount, onClose }: SuccessViewProps) {
  const { t } = useLingui();
  return (
    <ResultLayout
      tone="success"
      heading={t`Your deposit was successful`}
      actions={
        <Button onClick={onClose} fullWidth>
          {t`Continue`}
        </Button>
      }
    >
      {amount === undefined ? <Skeleton shape="text" width="40%" /> : null}
      {amount ? <p className={styles.amount}>{amount}</p> : null}
      <Text as="p" tone="secondary">
        <Trans>The money has been added to your balance. Good luck!</Trans>
      </Text>
    </ResultLayout>
  );
}
