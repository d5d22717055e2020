import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { bonusCalendarQueryOptions } from "@casino/api-client";
import { LoadError, ModalLink, useSettings, type ModalComponentProps } from "@casino/shell";
import { Skeleton, Text } from "@casino/ui-kit";
import { useBonusActivation } from "../activation/use-bonus-activation.ts";
import { playerTimeZone } from "../activation/time-zone.ts";
import { CalendarDay } from "./CalendarDay.tsx";
import * as styles from "./BonusCalendarModal.css.ts";

function RakebackLink() {
  const { t } = useLingui();
  return useSettings().showRakebackCalendar ? (
    <ModalLink modal="rakeback" className={styles.link}>
      {t`Open the rewards calendar`}
    </ModalLink>
  ) : null;
}

function CalendarWeek() {
  const { t, i18n } = useLingui();
  const query = useQuery(bonusCalendarQueryOptions({ timeZone: playerTimeZone(), language: i18n.locale }));
  const activation = useBonusActivation();
  if (query.isPending) {
    return (
      <div className={styles.days} aria-busy="true" role="region" aria-label={t`This week's bonuses`}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} shape="rect" height="4.5rem" />
        ))}
      </div>
    );
  }
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (query.data.days.every((day) => day.bonuses.length === 0)) return <Text as="p">{t`There are no bonuses in the calendar this week.`}</Text>;
  return (
    <ol className={styles.days} aria-label={t`This week's bonuses`}>
      {query.data.days.map((day) => (
        <CalendarDay key={day.date} day={day} activation={activation} />
      ))}
    </ol>
  );
}

/** `?modal=calendar`: the 7-day bonus calendar, Monday to Sunday, today's bonuses claimable (showProfileCalendar). */
export default function BonusCalendarModal(_: ModalComponentProps) {
  const { t } = useLingui();
  const { showProfileCalendar } = useSettings();
  return (
    <div className={styles.body}>
      {showProfileCalendar ? <CalendarWeek /> : <Text as="p">{t`The bonus calendar is not available.`}</Text>}
      <RakebackLink />
    </div>
  );
}
