import { useLingui } from "@lingui/react/macro";
import { CopyField, Text } from "@casino/ui-kit";
import { formatExpiry, type ActionOf } from "./action-types.ts";
import * as styles from "./DepositActionPanel.css.ts";

/** The account to transfer to; the reference is what matches the transfer to this deposit. */
export function BankTransferPanel({ action }: { action: ActionOf<"bank_transfer"> }) {
  const { t, i18n } = useLingui();
  const until = formatExpiry(action.expiresAt, i18n.locale);
  return (
    <div className={styles.body}>
      <Text as="p">{t`Transfer the amount from your bank account to:`}</Text>
      <CopyField label={t`Beneficiary`} value={action.beneficiary} />
      <CopyField label={t`Bank`} value={action.bankName} />
      <CopyField label={t`IBAN`} value={action.iban} />
      <CopyField label={t`BIC`} value={action.bic} />
      <CopyField label={t`Payment reference`} value={action.reference} />
      <Text as="p" weight="bold">{t`Write the payment reference exactly, or we cannot match your transfer.`}</Text>
      <Text as="p" size="sm" tone="secondary">
        {t`Send the transfer before ${until}. It usually arrives 1-2 business days after you send it; we tell you when it does.`}
      </Text>
    </div>
  );
}
