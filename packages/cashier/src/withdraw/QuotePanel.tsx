import { useLingui } from "@lingui/react/macro";
import type { WithdrawalQuote } from "@casino/api-client";
import { formatMoney } from "@casino/shell";
import { Button, Surface, Text } from "@casino/ui-kit";
import type { WithdrawFailure } from "./withdraw-errors.ts";
import { useWithdrawErrorText } from "./use-withdraw-messages.ts";
import * as styles from "./WithdrawPage.css.ts";

export type QuotePanelProps = {
  quote: WithdrawalQuote;
  crypto: boolean;
  /** settings.withdrawalConditions: list the conditions with met / not met. */
  showConditions: boolean;
  confirming: boolean;
  /** A confirm that got no answer (timeout, offline, 5xx): Retry sends the same withdrawal with the same key. */
  failure: WithdrawFailure | null;
  onConfirm: () => void;
};

/** The calculation's answer (fee, net amount, limits, wagering, conditions), then Confirm. */
export function QuotePanel({ quote, crypto, showConditions, confirming, failure, onConfirm }: QuotePanelProps) {
  const { t, i18n } = useLingui();
  const errorText = useWithdrawErrorText();
  const money = (amount: number) => formatMoney(amount, quote.currency, i18n.locale, { crypto });
  const percent = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 }).format(quote.feePercent);
  const retry = failure?.kind === "retry";
  const conditionLabel: Record<WithdrawalQuote["conditions"][number]["code"], string> = {
    WITHDRAWAL_NEEDS_DEPOSIT: t`At least one deposit`,
    WITHDRAWAL_EMAIL_NOT_VERIFIED: t`A verified e-mail address`,
    WITHDRAWAL_WAGERING_INCOMPLETE: t`Deposits wagered once`,
    WITHDRAWAL_ACTIVE_BONUS: t`No active bonus`,
  };
  const rows: [string, string][] = [
    [t`Amount`, money(quote.amount)],
    [t`Fee (${percent} %)`, money(quote.fee)],
    [t`You receive`, money(quote.netAmount)],
    [t`Limits`, `${money(quote.limits.min)} – ${money(quote.limits.max)}`],
    [t`Available to withdraw`, money(quote.available)],
    [t`Deposits wagered`, t`${money(quote.wagering.wagered)} of ${money(quote.wagering.required)}`],
  ];
  return (
    <Surface as="section" padding="md" aria-labelledby="withdraw-quote-title">
      <Text as="h2" size="lg" weight="bold" id="withdraw-quote-title">{t`Your withdrawal`}</Text>
      <dl className={styles.facts}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.factRow}>
            <dt>{label}</dt>
            <dd className={styles.factValue}>{value}</dd>
          </div>
        ))}
      </dl>
      {showConditions ? (
        <ul className={styles.notices} aria-label={t`Withdrawal conditions`}>
          {quote.conditions.map((condition) => (
            <li key={condition.code}>
              <Text tone={condition.met ? "success" : "danger"}>
                {condition.met ? t`Met:` : t`Not met:`} {conditionLabel[condition.code]}
              </Text>
            </li>
          ))}
        </ul>
      ) : null}
      <div role="alert">
        {retry ? (
          <Text as="p" tone="danger">
            {failure.code ? errorText(failure.code) : t`No answer arrived. Your details are kept: Retry sends the same withdrawal, and it is made only once.`}
          </Text>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button type="button" onClick={onConfirm} loading={confirming} disabled={!quote.canWithdraw}>
          {retry ? t`Retry` : t`Confirm withdrawal`}
        </Button>
      </div>
    </Surface>
  );
}
