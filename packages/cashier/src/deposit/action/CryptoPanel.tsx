import { useCallback, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { CopyField, Text } from "@casino/ui-kit";
import { formatMoney } from "@casino/shell";
import { formatExpiry, type ActionOf } from "./action-types.ts";
import { QrCode } from "./QrCode.tsx";
import * as styles from "./DepositActionPanel.css.ts";

export type CryptoPanelProps = {
  action: ActionOf<"crypto">;
  /** The account currency, for the remaining deposit limit. */
  currency: string;
  remainingLimit: number | null;
};

/**
 * A crypto top-up: the deposit limit left comes first (the player decides how much to send before scanning), then
 * the network, the exact amount, the address with Copy, and its QR code.
 */
export function CryptoPanel({ action, currency, remainingLimit }: CryptoPanelProps) {
  const { t, i18n } = useLingui();
  const [qrFailed, setQrFailed] = useState(false);
  const onQrError = useCallback(() => setQrFailed(true), []);
  const amount = formatMoney(action.payAmount, action.payCurrency, i18n.locale, { crypto: true });
  const { networkName, address } = action;
  const until = formatExpiry(action.expiresAt, i18n.locale);

  return (
    <div className={styles.body}>
      {remainingLimit === null ? null : (
        <p className={styles.limit}>
          <Text size="sm" tone="secondary">{t`Deposit limit left`}</Text>{" "}
          <Text weight="bold">{formatMoney(remainingLimit, currency, i18n.locale)}</Text>
        </p>
      )}
      <dl className={styles.facts}>
        <dt>{t`Network`}</dt>
        <dd>
          {action.networkName} <span className={styles.mono}>{action.network}</span>
        </dd>
        <dt>{t`Amount to send`}</dt>
        <dd className={styles.strong}>{amount}</dd>
      </dl>
      <Text size="sm" tone="secondary" as="p">
        {t`Send exactly this amount on the ${networkName} network. Coins sent on another network are lost.`}
      </Text>
      <CopyField label={t`Top-up address`} value={action.address} />
      {qrFailed ? (
        <Text tone="danger" as="p">{t`The QR code could not be drawn: copy the address instead.`}</Text>
      ) : (
        <QrCode payload={action.qrPayload} alt={t`QR code of the top-up address ${address}`} onError={onQrError} />
      )}
      <Text size="sm" tone="secondary" as="p">
        {t`This address waits for your payment until ${until}.`}
      </Text>
    </div>
  );
}
