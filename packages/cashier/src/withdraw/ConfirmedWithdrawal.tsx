import { useEffect, useRef } from "react";
import { useLingui } from "@lingui/react/macro";
import type { Payment } from "@casino/api-client";
import { formatMoney } from "@casino/shell";
import { Button, Surface, Text } from "@casino/ui-kit";
import { useStatusText } from "./use-withdraw-messages.ts";
import * as styles from "./WithdrawPage.css.ts";

export type ConfirmedWithdrawalProps = { payment: Payment; crypto: boolean; onAgain: () => void };

/** The confirmed withdrawal: the cash has left the wallet and waits for the payout desk. */
export function ConfirmedWithdrawal({ payment, crypto, onAgain }: ConfirmedWithdrawalProps) {
  const { t, i18n } = useLingui();
  const statusText = useStatusText();
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves to the result so keyboard and screen-reader users hear it (the form they were in is gone).
  useEffect(() => heading.current?.focus(), []);
  const money = (amount: number) => formatMoney(amount, payment.currency, i18n.locale, { crypto });
  const amount = money(payment.amount);
  const net = money(payment.netAmount);
  const status = statusText(payment.status);
  return (
    <Surface as="section" padding="md" aria-labelledby="withdraw-confirmed-title" role="status">
      <h2 id="withdraw-confirmed-title" ref={heading} tabIndex={-1}>
        <Text size="lg" weight="bold">{t`Withdrawal requested`}</Text>
      </h2>
      <Text as="p">{t`${amount} left your balance; you receive ${net} with ${payment.methodTitle}. Status: ${status}.`}</Text>
      <Text as="p" tone="muted">{t`Reference ${payment.id}`}</Text>
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={onAgain}>{t`New withdrawal`}</Button>
      </div>
    </Surface>
  );
}
