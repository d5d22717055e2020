import { useLingui } from "@lingui/react/macro";
import { LoadError, useCurrentUser, useSettings } from "@casino/shell";
import { ProfileFrame } from "@casino/shell/profile-frame";
import { WalletSkeleton } from "./WalletSkeleton.tsx";
import { WalletView } from "./WalletView.tsx";

/** /Wallet (page key `wallet`, the design's Info menu): balances live (the shell writes balance events into the user). */
export function WalletPage() {
  const { t } = useLingui();
  return (
    <ProfileFrame title={t`Wallet`}>
      <WalletBody />
    </ProfileFrame>
  );
}

function WalletBody() {
  const { useMultiWallet } = useSettings();
  const user = useCurrentUser();
  if (user.data) return <WalletView user={user.data} multiWallet={useMultiWallet} />;
  if (user.isError) return <LoadError error={user.error} onRetry={() => void user.refetch()} retrying={user.isFetching} />;
  return <WalletSkeleton />;
}
