import { useId } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { limitsQueryKey, limitsQueryOptions, type LimitEntry } from "@casino/api-client";
import { BET_LIMIT_NAMES, DEPOSIT_LIMIT_NAMES, type LimitName } from "@casino/domain";
import { LoadError, useRealtimeEvent } from "@casino/shell";
import { Text } from "@casino/ui-kit";
import { AmountLimitRow } from "./AmountLimitRow.tsx";
import { LimitsSkeleton } from "./LimitsSkeleton.tsx";
import { PlaySettingsSection } from "./PlaySettingsSection.tsx";
import { SessionLimitSection } from "./SessionLimitSection.tsx";
import { WinningsLimitSection } from "./WinningsLimitSection.tsx";
import * as styles from "./Limits.css.ts";

const BET_NAMES: readonly LimitName[] = BET_LIMIT_NAMES.filter((name) => !name.endsWith("LossLimit"));
const LOSS_NAMES: readonly LimitName[] = BET_LIMIT_NAMES.filter((name) => name.endsWith("LossLimit"));

function LimitGroup({ title, intro, entries, removable }: { title: string; intro: string; entries: LimitEntry[]; removable: boolean }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <Text as="p">{intro}</Text>
      <ul className={styles.rows}>
        {entries.map((entry) => (
          <AmountLimitRow key={entry.name} entry={entry} removable={removable} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The limits read as the page: the skeleton first, Data loading error with Retry, then every group and setting.
 * Deposits and rounds move what is used and left, so the socket's balance and deposit events read it again.
 */
export function LimitsView() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const limits = useQuery(limitsQueryOptions());
  const refresh = () => void queryClient.invalidateQueries({ queryKey: limitsQueryKey, exact: true });
  useRealtimeEvent("balance", refresh);
  useRealtimeEvent("deposit", refresh);
  if (limits.isPending) return <LimitsSkeleton />;
  if (limits.isError && !limits.data) {
    return <LoadError error={limits.error} retrying={limits.isFetching} onRetry={() => void limits.refetch()} />;
  }
  const data = limits.data;
  const pick = (names: readonly LimitName[]) => names.flatMap((name) => data.limits.filter((entry) => entry.name === name));
  return (
    <div className={styles.view}>
      <Text as="p">
        {t`Lowering a limit applies at once. Raising or removing one waits 24 hours, and you can cancel it meanwhile. Each limit can be changed once an hour. Days, weeks (from Monday) and months reset in the time zone ${data.timeZone}.`}
      </Text>
      <LimitGroup
        title={t`Deposit limits`}
        intro={t`The most you can deposit in a day, a week or a month.`}
        entries={pick(DEPOSIT_LIMIT_NAMES)}
        removable
      />
      <LimitGroup
        title={t`Bet limits`}
        intro={t`The most you can stake in one bet, and in a day, a week or a month.`}
        entries={pick(BET_NAMES)}
        removable={data.canRemoveBetLimits}
      />
      <LimitGroup
        title={t`Loss limits`}
        intro={t`The most you can lose (stakes minus wins) in a day, a week or a month.`}
        entries={pick(LOSS_NAMES)}
        removable={data.canRemoveBetLimits}
      />
      <SessionLimitSection limit={data.sessionTimeLimit} />
      <WinningsLimitSection monthlyWinningsLimit={data.monthlyWinningsLimit} monthlyWinnings={data.monthlyWinnings} />
      <PlaySettingsSection ghostMode={data.ghostMode} realityCheckMinutes={data.realityCheckMinutes} />
    </div>
  );
}
