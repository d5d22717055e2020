import { useCallback, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { Button, Text } from "@casino/ui-kit";
import type { ActionOf } from "./action-types.ts";
import { Countdown } from "./Countdown.tsx";
import { QrCode } from "./QrCode.tsx";
import { upiQrProblem } from "./upi-qr.ts";
import { useCountdown } from "./use-countdown.ts";
import * as styles from "./DepositActionPanel.css.ts";

export type UpiQrPanelProps = {
  action: ActionOf<"upi_qr">;
  /** The server's time of the answer (payment.createdAt): the countdown's start. */
  issuedAt?: string;
  /** A new QR is a new deposit: the page takes the player back to its form (onClose). */
  onNewQr: () => void;
};

/** The UPI QR to scan with any UPI app before the countdown ends, or why it cannot be scanned (spec §8). */
export function UpiQrPanel({ action, issuedAt, onNewQr }: UpiQrPanelProps) {
  const { t } = useLingui();
  const seconds = useCountdown(action.expiresAt, issuedAt);
  const problem = upiQrProblem(action.qrPayload);
  const [undecodable, setUndecodable] = useState(false);
  const onQrError = useCallback(() => setUndecodable(true), []);

  let message: string | null = null;
  if (seconds === 0) message = t`This QR code has expired. Get a new one to pay.`;
  else if (problem === "no-data") message = t`No QR code data came from the payment provider.`;
  else if (problem === "invalid-link") message = t`The payment link in this QR code is not valid.`;
  else if (undecodable) message = t`The QR code cannot be decoded.`;

  if (message !== null) {
    return (
      <div className={styles.body}>
        <div role="alert" className={styles.problem}>
          <Text as="p" weight="bold">{message}</Text>
        </div>
        <Button variant="secondary" onClick={onNewQr}>{t`Get a new QR code`}</Button>
      </div>
    );
  }
  return (
    <div className={styles.body}>
      <Text as="p">{t`Scan the QR code with any UPI app and approve the payment.`}</Text>
      <QrCode payload={action.qrPayload} alt={t`UPI payment QR code`} onError={onQrError} />
      <Countdown seconds={seconds} />
    </div>
  );
}
