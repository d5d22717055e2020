import { useId } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { VIP_PROGRESS_KEY, vipLevelsQueryOptions, vipProgressQueryOptions } from "@casino/api-client";
import { LoadError, useCurrentUser, useRealtimeEvent, useSession, useSettings } from "@casino/shell";
import { GuestJoinCard } from "./GuestJoinCard.tsx";
import { VipClubSkeleton } from "./VipClubSkeleton.tsx";
import { VipLevelList } from "./VipLevelList.tsx";
import { VipProgressCard } from "./VipProgressCard.tsx";
import * as styles from "./VipClub.css.ts";

/**
 * The VIP club: for a player their level and progress (vip-progress, read again after each bet's balance event), for
 * a guest the way to sign up; then the levels (vip-levels) in the brand's groups. The skeleton on first paint, "Data
 * loading error" with Retry for a failed or malformed read, an empty state when the club has no levels.
 */
export function VipClubView() {
  const { t, i18n } = useLingui();
  const id = useId();
  const { isAuthenticated } = useSession();
  const { loyaltyLevelGroupSteps } = useSettings();
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const levels = useQuery(vipLevelsQueryOptions(i18n.locale));
  const progress = useQuery({ ...vipProgressQueryOptions(i18n.locale), enabled: isAuthenticated });
  useRealtimeEvent("balance", () => void queryClient.invalidateQueries({ queryKey: VIP_PROGRESS_KEY }));

  if (levels.isPending || (isAuthenticated && progress.isPending)) return <VipClubSkeleton />;
  if (levels.isError) return <LoadError error={levels.error} retrying={levels.isFetching} onRetry={() => void levels.refetch()} />;
  const currentLevel = isAuthenticated ? (progress.data?.level ?? user?.userLoyaltyLevel) : undefined;
  return (
    <div className={styles.view}>
      {!isAuthenticated ? <GuestJoinCard /> : null}
      {isAuthenticated && progress.data ? <VipProgressCard progress={progress.data} currency={user?.currencyCode ?? "EUR"} /> : null}
      {isAuthenticated && progress.isError ? (
        <LoadError error={progress.error} retrying={progress.isFetching} onRetry={() => void progress.refetch()} />
      ) : null}
      <section className={styles.section} aria-labelledby={id}>
        <h2 id={id} className={styles.heading}>
          {t`VIP levels`}
        </h2>
        {levels.data.levels.length === 0 ? (
          <p className={styles.muted}>{t`The VIP club has no levels yet. Come back soon.`}</p>
        ) : (
          <VipLevelList levels={levels.data.levels} groupSteps={loyaltyLevelGroupSteps} currentLevel={currentLevel} />
        )}
      </section>
    </div>
  );
}
