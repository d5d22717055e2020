import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { nextHalfHour } from "@casino/domain";
import { LoadError } from "@casino/shell";
import { AwardPanel, AwardPanelSkeleton } from "./AwardPanel.tsx";
import { calendarAwardQuery } from "./calendar-queries.ts";
import * as styles from "./RakebackCalendar.css.ts";
import { useAwardTimer } from "./use-award-timer.ts";

/**
 * Today's award (polled every 15 s) and its timer to the next half hour; at zero the award and the calendar are read
 * again. Its own component, so the second-by-second tick re-renders only this panel, not the 28 days.
 */
export function AwardSection({ timeZone, crypto }: { timeZone: string; crypto: boolean }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const award = useQuery(calendarAwardQuery(timeZone));
  const target = award.data?.nextAwardAt ?? nextHalfHour(new Date()).toISOString();
  const remaining = useAwardTimer(target, () => {
    void queryClient.invalidateQueries({ queryKey: ["calendar-award"] });
    void queryClient.invalidateQueries({ queryKey: ["rakeback"] });
  });
  return (
    <section className={styles.section} aria-label={t`Today's award`}>
      {award.isError ? (
        <LoadError error={award.error} onRetry={() => void award.refetch()} retrying={award.isFetching} />
      ) : award.data ? (
        <AwardPanel award={award.data} remaining={remaining} crypto={crypto} />
      ) : (
        <AwardPanelSkeleton />
      )}
    </section>
  );
}
