import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { localDate } from "@casino/domain";
import { LoadError, PageLink, useCurrentUser } from "@casino/shell";
import { AwardSection } from "./AwardSection.tsx";
import { CalendarGrid, CalendarGridSkeleton } from "./CalendarGrid.tsx";
import { ClaimOutcomeView } from "./ClaimOutcome.tsx";
import { playerDays, todayOf } from "./calendar-days.ts";
import { rakebackDaysQuery } from "./calendar-queries.ts";
import * as styles from "./RakebackCalendar.css.ts";
import { useRakebackClaim } from "./use-rakeback-claim.ts";

/**
 * A logged-in player's calendar: today's award with its timer, the 28 days (polled every 10 s) with today's and
 * yesterday's claim. Polls pause while the tab is hidden (calendar-queries.ts).
 */
export function PlayerCalendar({ timeZone }: { timeZone: string }) {
  const crypto = useCurrentUser().data?.isCrypto ?? false;
  const days = useQuery(rakebackDaysQuery(timeZone));
  const { claim, claiming, outcome, dismiss } = useRakebackClaim(days.data?.bonusId, timeZone);
  const view = useMemo(() => {
    if (!days.data) return null;
    return playerDays(days.data.days, todayOf(days.data.days, localDate(new Date(), timeZone)));
  }, [days.data, timeZone]);

  return (
    <div className={styles.body}>
      <AwardSection timeZone={timeZone} crypto={crypto} />
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
