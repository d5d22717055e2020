import { useLingui } from "@lingui/react/macro";
import { PageLink } from "@casino/shell";
import { Skeleton, Stack, Text } from "@casino/ui-kit";
import { useMoney } from "../shared/use-money.ts";
import * as styles from "./DepositForm.css.ts";

/** allowKYCBeforeDeposit: an unverified player verifies first; the deposit form opens after approval. */
export function KycRequired() {
  const { t } = useLingui();
  return (
    <div className={styles.notice}>
      <Stack gap="sm" align="start">
        <Text as="p" weight="bold">{t`Verify your identity first`}</Text>
        <Text as="p">{t`This casino asks for identity verification before the first deposit. Upload your documents; the review takes up to 24 hours, and deposits open once you are verified.`}</Text>
        <PageLink page="verify">{t`Go to verification`}</PageLink>
      </Stack>
    </div>
  );
}

/** No method fits the player's country, currency or account. */
export function NoMethods() {
  const { t } = useLingui();
  return (
    <div className={styles.notice}>
      <Stack gap="sm" align="start">
        <Text as="p" weight="bold">{t`No payment methods available`}</Text>
        <Text as="p">{t`There is no deposit method for your country and currency right now. If you use a VPN, turn it off and try again, or contact support.`}</Text>
      </Stack>
    </div>
  );
}

/** What the player's deposit limits still allow, shown before paying. */
export function RemainingLimit({ remaining, currency, crypto }: { remaining: number; currency: string; crypto: boolean }) {
  const { t } = useLingui();
  const amount = useMoney()(remaining, currency, crypto);
  return (
    <p className={styles.limit} role="note">
      {remaining > 0 ? t`Your deposit limit allows ${amount} more for now.` : t`You have reached your deposit limit for now.`}
    </p>
  );
}

/** First paint: the method tiles, the amount and the button take their places. */
export function DepositSkeleton() {
  const { t } = useLingui();
  return (
    <div className={styles.form} role="status" aria-busy="true" aria-label={t`Loading the cashier`}>
      <Skeleton shape="text" lines={1} />
      <div className={styles.skeletonTiles}>
        <Skeleton shape="rect" height="3.5rem" />
        <Skeleton shape="rect" height="3.5rem" />
        <Skeleton shape="rect" height="3.5rem" />
      </div>
      <Skeleton shape="rect" height="3rem" />
      <Skeleton shape="rect" height="3rem" width="12rem" />
    </div>
  );
}
