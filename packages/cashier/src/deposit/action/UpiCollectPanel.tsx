import { useLingui } from "@lingui/react/macro";
import { Button, Text } from "@casino/ui-kit";
import type { ActionOf } from "./action-types.ts";
import { Countdown } from "./Countdown.tsx";
import { useCountdown } from "./use-countdown.ts";
import * as styles from "./DepositActionPanel.css.ts";

export type UpiCollectPanelProps = {
  action: ActionOf<"upi_collect">;
  /** The server's time of the answer (payment.createdAt): the countdown's start. */
  issuedAt?: string;
  /** After expiry the player starts again from the form. */
  onRetry: () => void;
};

/** A collect request went to the player's UPI ID: they approve it in their UPI app before it expires. */
export function UpiCollectPanel({ action, issuedAt, onRetry }: UpiCollectPanelProps) {
  const { t } = useLingui();
  const seconds = useCountdown(action.expiresAt, issuedAt);
  const upiId = action.upiId;

  if (seconds === 0) {
    return (
      <div className={styles.body}>
        <div role="alert" className={styles.problem}>
          <Text as="p" weight="bold">{t`The payment request has expired.`}</Text>
        </div>
        <Button variant="secondary" onClick={onRetry}>{t`Send a new request`}</Button>
      </div>
    );
  }
  return (
    <div className={styles.body}>
      <Text as="p" weight="bold">{t`Approve the request in your UPI app`}</Text>
      <Text as="p">{t`We sent a payment request to ${upiId}. Open your UPI app, check the amount and approve it.`}</Text>
      <Countdown seconds={seconds} />
    </div>
  );
}
