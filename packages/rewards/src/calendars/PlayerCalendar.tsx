import { useMemo } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { localDate, nextHalfHour } from "@casino/domain";
import { LoadError, PageLink, useCurrentUser } from "@casino/shell";
import { AwardPanel, AwardPanelSkeleton } from "./AwardPanel.tsx";
import { CalendarGrid, CalendarGridSkeleton } from "./CalendarGrid.tsx";
import { ClaimOutcomeView } from "./ClaimOutcome.tsx";
import { playerDays, todayOf } from "./calendar-days.ts";
import { calendarAwardQuery, rakebackDaysQuery } from "./calendar-queries.ts";
import * as styles from "./RakebackCalendar.css.ts";
import { useAwardTimer } from "./use-award-timer.ts";
import { useRakebackClaim } from "./use-rakeback-claim.ts";

/**
 * A logged-in player's calendar: the 28 days (polled every 10 s) with today's and yesterday's claim, today's award
 * (polled every 15 s) and its timer. Polls pause while the tab is hidden (calendar-queries.ts).
 */
export function PlayerCalendar({ timeZone }: { timeZone: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const crypto = useCurrentUser().data?.isCrypto ?? false;
  const days = useQuery(rakebackDaysQuery(timeZone));
  const award = useQuery(calendarAwardQuery(timeZone));
  const { claim, claiming, outcome, dismiss } = useRakebackClaim(days.data?.bonusId, timeZone);
  const fallbackTarget = nextHalfHour(new Date()).toISOString();
  const remaining = useAwardTimer(award.data?.nextAwardAt ?? fallbackTarget, () => {
    void queryClient.invalidateQueries({ queryKey: ["calendar-award"] });
    void queryClient.invalidateQueries({ queryKey: ["rakeback"] });
  });
  const view = useMemo(() => {
    if (!days.data) return null;
    return playerDays(days.data.days, todayOf(days.data.days, localDate(new Date(), timeZone)));
  }, [days.data, timeZone]);

  return (
    <div className={styles.body}>
      <section className={styles.section} aria-label={t`Today's award`}>
        {award.isError ? (
          <LoadError error={award.error} onRetry={() => void award.refetch()} retrying={award.isFetching} />
        ) : award.data ? (
          <AwardPanel award={award.data} remaining={remaining} crypto={crypto} />
        ) : (
          <AwardPanelSkeleton />
        )}
      </section>
      {days.isError && !days.data ? (
        <LoadError error={days.error} onRetry={() => void days.refetch()} retrying={days.isFetching} />
      ) : days.data && view ? (
        <>
          <ClaimOutcomeView outcome={outcome} currency={days.data.currencyCode} crypto={crypto} onDismiss={dismiss} />
          {days.data.days.every((day) => day.amount === 0) ? <NoCashbackYet /> : null}
          <CalendarGrid days={view} currency={days.data.currencyCode} crypto={crypto} onClaim={claim} claiming={claiming} />
        </>
      ) : (
        <CalendarGridSkeleton />
      )}
    </div>
  );
}

/** The empty calendar: nothing earned in these 28 days. */
export function NoCashbackYet() {
  const { t } = useLingui();
  return (
    <div className={styles.callToAction}>
      <p className={styles.text}>{t`No cashback yet: every real-money bet earns some, and it shows here by the day.`}</p>
      <PageLink page="casino" className={styles.link}>
        {t`Go to the casino`}
      </PageLink>
    </div>
  );
}
