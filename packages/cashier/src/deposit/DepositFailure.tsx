import { useLingui } from "@lingui/react/macro";
import { depositNextStep } from "@casino/domain";
import { PageLink } from "@casino/shell";
import { Button, Stack, Text } from "@casino/ui-kit";
import { depositErrorText } from "../results/deposit-errors.ts";
import type { DepositFailure as Failure } from "./use-deposit-submit.ts";
import * as styles from "./DepositForm.css.ts";

export type DepositFailureProps = {
  failure: Failure;
  /** Sends the same values again: the same Idempotency-Key, so money moves at most once. */
  onRetry: () => void;
  onChangeAmount: () => void;
  onOtherMethod: () => void;
};

/** Why the deposit did not go through (spec §8 text) and the one next step that helps. */
export function DepositFailure({ failure, onRetry, onChangeAmount, onOtherMethod }: DepositFailureProps) {
  const { t, i18n } = useLingui();
  if (failure.kind === "connection") {
    return (
      <div role="alert" className={styles.failure}>
        <Stack gap="sm" align="start">
          <Text as="p" weight="bold">{t`The connection dropped`}</Text>
          <Text as="p">
            {t`The connection dropped before the answer arrived. Your details are kept: press Retry and the deposit will not be made twice.`}
          </Text>
          <Button type="button" onClick={onRetry}>{t`Retry`}</Button>
        </Stack>
      </div>
    );
  }
  const { title, text } = depositErrorText(failure.code, i18n);
  const step = depositNextStep(failure.code);
  const action = {
    "verify-identity": <PageLink page="verify">{t`Verify your identity`}</PageLink>,
    "verify-email": <PageLink page="editProfile">{t`Verify your e-mail`}</PageLink>,
    "fix-phone": <PageLink page="editProfile">{t`Update your phone number`}</PageLink>,
    "change-amount": <Button type="button" variant="secondary" onClick={onChangeAmount}>{t`Change the amount`}</Button>,
    "other-method": <Button type="button" variant="secondary" onClick={onOtherMethod}>{t`Choose another method`}</Button>,
    retry: <Button type="button" onClick={onRetry}>{t`Retry`}</Button>,
    "try-tomorrow": <Text as="p" tone="secondary">{t`Your limit renews tomorrow.`}</Text>,
    "contact-support": <Text as="p" tone="secondary">{t`If this keeps happening, please contact support.`}</Text>,
    "see-break": <PageLink page="freezeAccount">{t`See when your break ends`}</PageLink>,
  }[step];
  return (
    <div role="alert" className={styles.failure}>
      <Stack gap="sm" align="start">
        <Text as="p" weight="bold">{title}</Text>
        <Text as="p">{text}</Text>
        {action}
      </Stack>
    </div>
  );
}
