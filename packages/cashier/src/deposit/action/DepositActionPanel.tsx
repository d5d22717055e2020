import { useId } from "react";
import { useLingui } from "@lingui/react/macro";
import { Button, Surface, Text } from "@casino/ui-kit";
import type { DepositResult, PaymentMethod } from "@casino/api-client";
import { useUrlGate } from "@casino/shell";
import { BankTransferPanel } from "./BankTransferPanel.tsx";
import { CryptoPanel } from "./CryptoPanel.tsx";
import { UpiCollectPanel } from "./UpiCollectPanel.tsx";
import { UpiQrPanel } from "./UpiQrPanel.tsx";
import { useDepositOutcome } from "./use-deposit-outcome.ts";
import * as styles from "./DepositActionPanel.css.ts";

export type DepositActionPanelProps = {
  result: DepositResult;
  method: PaymentMethod;
  /** What the player's deposit limits leave (remainingDepositLimit); null without a limit. */
  remainingLimit: number | null;
  /** Back to the deposit form (Done, or a new QR / request after expiry). */
  onClose: () => void;
};

/**
 * What the player does after Pay for methods that pay outside the site (crypto, UPI, bank transfer): the details
 * to pay with, while the panel waits for the provider's outcome on the socket.
 */
export function DepositActionPanel({ result, method, remainingLimit, onClose }: DepositActionPanelProps) {
  const { t } = useLingui();
  const headingId = useId();
  const gate = useUrlGate();
  useDepositOutcome(result.payment.id, method.name, onClose);
  const { action } = result;
  // Only a page the URL gate lets through becomes a link (the same gate as the redirect itself).
  const payPage = action.type === "redirect" ? gate("redirect", action.url) : null;
  const { title } = method;

  const titles = {
    crypto: t`Send ${title}`,
    upi_qr: t`Pay with UPI QR`,
    upi_collect: t`Approve in your UPI app`,
    bank_transfer: t`Transfer from your bank`,
    redirect: t`Continue with ${title}`,
  };

  return (
    <div className={styles.measure}>
      <Surface as="section" aria-labelledby={headingId}>
        <Text as="h2" id={headingId} size="lg" font="heading" weight="heading">
          {titles[action.type]}
        </Text>
        {action.type === "crypto" ? <CryptoPanel action={action} currency={result.payment.currency} remainingLimit={remainingLimit} /> : null}
        {action.type === "upi_qr" ? <UpiQrPanel action={action} issuedAt={result.payment.createdAt} onNewQr={onClose} /> : null}
        {action.type === "upi_collect" ? <UpiCollectPanel action={action} issuedAt={result.payment.createdAt} onRetry={onClose} /> : null}
        {action.type === "bank_transfer" ? <BankTransferPanel action={action} /> : null}
        {payPage ? (
          // The page normally leaves for the provider at once; this is the way on when a browser blocked it.
          <a className={styles.link} href={payPage}>
            {t`Open the payment page`}
          </a>
        ) : null}
        <Text as="p" size="sm" tone="secondary">
          {t`We let you know here as soon as the payment arrives.`}
        </Text>
        <Button variant="secondary" onClick={onClose}>
          {t`Done`}
        </Button>
      </Surface>
    </div>
  );
}
