import { useLingui } from "@lingui/react/macro";
import { formatMoney } from "@casino/shell";
import { Button, Dialog, Text } from "@casino/ui-kit";
import { claimErrorMessage } from "./claim-errors.ts";
import type { ClaimOutcome } from "./use-rakeback-claim.ts";

/** The cashback message after a claim: the amount and currency credited (spec §4). */
export function ClaimSuccess({ amount, currency, crypto = false }: { amount: number; currency: string; crypto?: boolean }) {
  const { t, i18n } = useLingui();
  const money = formatMoney(amount, currency, i18n.locale, { crypto });
  return (
    <Text as="p" tone="success" weight="bold">
      {t`Cashback claimed: ${money} has been added to your balance.`}
    </Text>
  );
}

/** The rakeback claim failure dialog (spec §8 "rakeback claim failure dialog"), with the reason. */
export function ClaimFailureDialog({ error, open, onClose }: { error: unknown; open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t`Cashback not claimed`}
      size="sm"
      alert
      actions={<Button onClick={onClose}>{t`OK`}</Button>}
    >
      <Text as="p">{i18n._(claimErrorMessage(error))}</Text>
    </Dialog>
  );
}

export type ClaimOutcomeViewProps = { outcome: ClaimOutcome | null; currency: string; crypto?: boolean; onDismiss: () => void };

/** What the last claim did: the success message in a live region that is always there, a failure in its dialog. */
export function ClaimOutcomeView({ outcome, currency, crypto = false, onDismiss }: ClaimOutcomeViewProps) {
  return (
    <>
      <div role="status">{outcome?.kind === "success" ? <ClaimSuccess amount={outcome.claim.amount} currency={currency} crypto={crypto} /> : null}</div>
      <ClaimFailureDialog error={outcome?.kind === "failure" ? outcome.error : null} open={outcome?.kind === "failure"} onClose={onDismiss} />
    </>
  );
}
