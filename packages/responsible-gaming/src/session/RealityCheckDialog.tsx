import { useLingui } from "@lingui/react/macro";
import type { SessionSummary } from "@casino/api-client";
import { formatMoney } from "@casino/shell";
import { Button, Dialog, Text } from "@casino/ui-kit";
import { formatDuration } from "./format-duration.ts";
import * as styles from "./RealityCheckDialog.css.ts";
import { wholeMinutesBetween } from "./session-times.ts";

export type RealityCheckDialogProps = {
  open: boolean;
  summary: Pick<SessionSummary, "startedAt" | "currency" | "bet" | "won" | "net">;
  /** When the check opened (ms epoch): the session's length is counted to it. */
  at: number;
  onContinue: () => void;
  onStop: () => void;
  onHistory: () => void;
};

/**
 * Issue 27 point 5: the reality check over any page (the game included, which is paused meanwhile): how long the
 * session has run, what was bet and won and the net result, with Continue, Stop playing and View history. An
 * alertdialog that a click outside does not close; Escape and its close button are a Continue (the player has read it).
 */
export function RealityCheckDialog({ open, summary, at, onContinue, onStop, onHistory }: RealityCheckDialogProps) {
  const { t, i18n } = useLingui();
  const money = (amount: number) => formatMoney(amount, summary.currency, i18n.locale);
  const played = formatDuration(wholeMinutesBetween(Date.parse(summary.startedAt), at), i18n.locale);
  const net = summary.net > 0 ? `+${money(summary.net)}` : money(summary.net);
  const actions = (
    <>
      <Button variant="secondary" onClick={onHistory}>
        {t`View history`}
      </Button>
      <Button variant="secondary" onClick={onStop}>
        {t`Stop playing`}
      </Button>
      <Button onClick={onContinue}>{t`Continue`}</Button>
    </>
  );
  return (
    <Dialog open={open} onClose={onContinue} title={t`Reality check`} size="sm" actions={actions} alert disableBackdropClose>
      <Text as="p">{t`You have been playing for ${played}. Your game is paused while you read this.`}</Text>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt className={styles.label}>{t`Session time`}</dt>
          <dd className={styles.value}>{played}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.label}>{t`Bet`}</dt>
          <dd className={styles.value}>{money(summary.bet)}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.label}>{t`Won`}</dt>
          <dd className={styles.value}>{money(summary.won)}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.label}>{t`Net result`}</dt>
          <dd className={summary.net < 0 ? styles.negative : styles.value}>{net}</dd>
        </div>
      </dl>
    </Dialog>
  );
}
