import { useLingui } from "@lingui/react/macro";
import type { Transaction } from "@casino/api-client";
import { LoadError, formatMoney } from "@casino/shell";
import { Skeleton, Surface, Text } from "@casino/ui-kit";
import { useStatusText } from "./use-withdraw-messages.ts";
import * as styles from "./WithdrawPage.css.ts";

export type PendingWithdrawalsProps = {
  rows: readonly Transaction[] | undefined;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  crypto: boolean;
};

/** The player's withdrawals with their status (pending → processed / rejected), latest first. */
export function PendingWithdrawals({ rows, error, retrying, onRetry, crypto }: PendingWithdrawalsProps) {
  const { t, i18n } = useLingui();
  const statusText = useStatusText();
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium", timeStyle: "short" });
  let body;
  if (rows === undefined && error) body = <LoadError error={error} onRetry={onRetry} retrying={retrying} />;
  else if (rows === undefined) body = <Skeleton shape="text" lines={3} />;
  else if (rows.length === 0) body = <Text as="p" tone="muted">{t`You have no withdrawals yet.`}</Text>;
  else {
    body = (
      <div className={styles.scroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.cell} scope="col">{t`Date`}</th>
              <th className={styles.cell} scope="col">{t`Method`}</th>
              <th className={styles.cell} scope="col">{t`Amount`}</th>
              <th className={styles.cell} scope="col">{t`Status`}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td className={styles.cell}>{date.format(new Date(row.date))}</td>
                <td className={styles.cell}>{row.method}</td>
                <td className={styles.cell}>{formatMoney(row.amount, row.currency, i18n.locale, { crypto })}</td>
                <td className={styles.cell}>{statusText(row.status)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <Surface as="section" padding="md" aria-labelledby="withdrawals-title" aria-busy={rows === undefined && !error}>
      <Text as="h2" size="lg" weight="bold" id="withdrawals-title">{t`Your withdrawals`}</Text>
      {body}
    </Surface>
  );
}
