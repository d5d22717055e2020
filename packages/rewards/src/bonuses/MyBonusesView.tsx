import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { userBonusesQueryOptions } from "@casino/api-client";
import { LoadError, PageLink, useRealtimeEvent } from "@casino/shell";
import { Surface, Text } from "@casino/ui-kit";
import { linkButton } from "@casino/ui-kit/recipes";
import { ActiveBonusCard } from "./ActiveBonusCard.tsx";
import { BonusHistory } from "./BonusHistory.tsx";
import { MyBonusesSkeleton } from "./MyBonusesSkeleton.tsx";
import { PendingBonusCard } from "./PendingBonusCard.tsx";
import * as styles from "./MyBonuses.css.ts";

/**
 * The player's bonuses from get-user-bonus: the skeleton on first paint, "Data loading error" with Retry, an empty
 * state leading to the promotions. Bets move the wagering and a deposit starts a pending bonus, so the socket's
 * balance and deposit events refresh it.
 */
export function MyBonusesView() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const bonuses = useQuery(userBonusesQueryOptions());
  const refresh = () => void queryClient.invalidateQueries({ queryKey: userBonusesQueryOptions().queryKey });
  useRealtimeEvent("balance", refresh);
  useRealtimeEvent("deposit", refresh);

  if (bonuses.isPending) return <MyBonusesSkeleton />;
  if (bonuses.isError && !bonuses.data) {
    return <LoadError error={bonuses.error} retrying={bonuses.isFetching} onRetry={() => void bonuses.refetch()} />;
  }
  const { active, pending, history } = bonuses.data;
  const nothing = !active && !pending && history.rows.length === 0;
  return (
    <div className={styles.section}>
      {active ? <ActiveBonusCard bonus={active} /> : null}
      {pending ? <PendingBonusCard bonus={pending} /> : null}
      {!active && !pending ? (
        <Surface as="section" aria-label={t`No active bonus`}>
          <div className={styles.section}>
            <Text as="p">{nothing ? t`You have no bonuses yet.` : t`You have no active bonus.`}</Text>
            <div className={styles.actions}>
              <PageLink page="promotions" className={linkButton()}>
                {t`See promotions`}
              </PageLink>
            </div>
          </div>
        </Surface>
      ) : null}
      {nothing ? null : <BonusHistory rows={history.rows} count={history.count} />}
    </div>
  );
}
