import { useLingui } from "@lingui/react/macro";
import { ProgressBar, Text } from "@casino/ui-kit";
import { ResultLayout } from "./ResultLayout.tsx";
import * as styles from "./results.css.ts";

export type WaitingKind = "deposit-return" | "deposit-pending";

/** deposit-return and deposit-pending: the outcome is not known yet; the modal turns into it when it arrives. */
export function WaitingView({ kind }: { kind: WaitingKind }) {
  const { t } = useLingui();
  const returning = kind === "deposit-return";
  return (
    <ResultLayout
      tone="info"
      heading={returning ? t`Your deposit is in progress` : t`Your deposit is pending`}
    >
      <div className={styles.progress}>
        <ProgressBar label={t`Waiting for the payment result`} />
      </div>
      <Text as="p">
        {returning
          ? t`Please do not refresh this page. It updates by itself as soon as the payment provider reports the result.`
          : t`We will add the money to your balance as soon as the payment arrives. This window updates by itself.`}
      </Text>
      <Text as="p" tone="secondary">
        {t`If you close this window, your balance still updates when the deposit is completed.`}
      </Text>
    </ResultLayout>
  );
}
