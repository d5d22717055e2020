import { useLingui } from "@lingui/react/macro";
import { ProfileFrame } from "@casino/shell/profile-frame";
import { HistoryView } from "./HistoryView.tsx";

/** /profile/transactions: the classic profile's history. */
export function TransactionsPage() {
  const { t } = useLingui();
  return (
    <ProfileFrame title={t`Transactions`} variant="classic">
      <HistoryView />
    </ProfileFrame>
  );
}

/** /profile2/my-history: the v2 profile's history. */
export function MyHistoryPage() {
  const { t } = useLingui();
  return (
    <ProfileFrame title={t`My history`} variant="v2">
      <HistoryView />
    </ProfileFrame>
  );
}
