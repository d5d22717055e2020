import { KycSkeleton } from "./KycStates.tsx";
import { KycView } from "./KycView.tsx";
import { useKycData } from "./use-kyc-data.ts";
import { LoadError } from "@casino/shell";

/** The verification page's content (inside ProfileFrame, so only for a logged-in player). */
export function KycScreen() {
  const { data, error, retry, refreshing } = useKycData();
  if (data) return <KycView data={data} onRefresh={() => void retry()} refreshing={refreshing} />;
  if (error) return <LoadError error={error} onRetry={() => void retry()} />;
  return <KycSkeleton />;
}
