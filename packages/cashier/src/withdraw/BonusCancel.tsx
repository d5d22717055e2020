import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { Button, Text } from "@casino/ui-kit";
import * as styles from "./WithdrawPage.css.ts";

export type BonusCancelProps = {
  bonusName?: string | undefined;
  onCancel: () => void;
  cancelling: boolean;
  failed: boolean;
};

/** Cancelling forfeits the bonus money, so the player confirms it first (an inline second step, no dialog). */
export function BonusCancel({ bonusName, onCancel, cancelling, failed }: BonusCancelProps) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button type="button" variant="secondary" size="sm" onClick={() => setAsking(true)}>
        {t`Cancel the bonus`}
      </Button>
    );
  }
  return (
    <div className={styles.actions} role="group" aria-label={t`Cancel the bonus`}>
      <Text as="p">
        {bonusName ? t`Cancel ${bonusName}? Its bonus money is forfeited.` : t`Cancel the bonus? Its bonus money is forfeited.`}
      </Text>
      <Button type="button" variant="danger" size="sm" loading={cancelling} onClick={onCancel}>
        {t`Yes, cancel the bonus`}
      </Button>
      <Button type="button" variant="ghost" size="sm" disabled={cancelling} onClick={() => setAsking(false)}>
        {t`Keep the bonus`}
      </Button>
      <div role="alert">{failed ? <Text tone="danger">{t`The bonus could not be cancelled. Try again later.`}</Text> : null}</div>
    </div>
  );
}
