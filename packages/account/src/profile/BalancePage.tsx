import { useLingui } from "@lingui/react/macro";
import { PageLink, useSettings } from "@casino/shell";
import { ProfileFrame } from "@casino/shell/profile-frame";
import { Surface } from "@casino/ui-kit";
import { linkButton } from "@casino/ui-kit/recipes";
import { BalanceSummary } from "./BalanceSummary.tsx";
import { OverviewSkeleton } from "./OverviewSkeleton.tsx";
import { PlayerView } from "./PlayerView.tsx";
import { WalletList } from "./WalletList.tsx";
import * as styles from "./ProfileOverview.css.ts";

/**
 * /profile2/balance (v2): cash, bonus and total, live through the socket (the shell writes balance events into
 * the user query this reads), each wallet when useMultiWallet is on, and the ways to deposit and withdraw.
 */
export function BalancePage() {
  const { t } = useLingui();
  const { useMultiWallet } = useSettings();
  return (
    <ProfileFrame title={t`Balance`} variant="v2">
      <PlayerView skeleton={<OverviewSkeleton rows={0} />}>
        {(user) => (
          <Surface as="section" aria-label={t`Your balance`}>
            <BalanceSummary user={user} />
            {useMultiWallet ? <WalletList user={user} /> : null}
            <div className={styles.actions}>
              <PageLink page="deposit" className={linkButton()}>
                {t`Deposit`}
              </PageLink>
              <PageLink page="withdraw" className={linkButton({ variant: "secondary" })}>
                {t`Withdraw`}
              </PageLink>
            </div>
          </Surface>
        )}
      </PlayerView>
    </ProfileFrame>
  );
}
