import { useLingui } from "@lingui/react/macro";
import type { CalendarDayState } from "@casino/domain";
import { formatMoney } from "@casino/shell";
import { Button, Skeleton, VisuallyHidden } from "@casino/ui-kit";
import type { CalendarDayView } from "./calendar-days.ts";
import * as styles from "./CalendarGrid.css.ts";

export type CalendarGridProps = {
  days: readonly CalendarDayView[];
  currency: string;
  crypto?: boolean;
  /** Without it (a guest's demo) no day shows a claim button. */
  onClaim?: (date: string) => void;
  /** While a claim runs every claim button waits: one claim per click. */
  claiming?: string | null;
};

const atNoon = (date: string) => new Date(`${date}T12:00:00.000Z`);

/** The 28 days of the rakeback calendar, Monday first, one week per row on wider screens. */
export function CalendarGrid({ days, currency, crypto = false, onClaim, claiming = null }: CalendarGridProps) {
  const { t, i18n } = useLingui();
  const states: Record<CalendarDayState, string> = { ended: t`Ended`, active: t`Today`, closed: t`Closed` };
  return (
    <ol className={styles.grid} aria-label={t`Rakeback calendar, 28 days`}>
      {days.map((day) => {
        const dateText = i18n.date(atNoon(day.date), { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
        const longDate = i18n.date(atNoon(day.date), { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });
        const money = day.amount === null ? null : formatMoney(day.amount, currency, i18n.locale, { crypto });
        return (
          <li key={day.date} className={styles.day[day.state]} aria-current={day.state === "active" ? "date" : undefined}>
            <time className={styles.date} dateTime={day.date}>
              {dateText}
            </time>
            {money === null ? <VisuallyHidden>{t`No amount yet`}</VisuallyHidden> : <span className={styles.amount}>{money}</span>}
            {day.paid ? <span className={styles.paid}>{t`Claimed`}</span> : <span className={styles.status}>{states[day.state]}</span>}
            {onClaim && day.claimable && money !== null ? (
              <Button
                size="sm"
                fullWidth
                loading={claiming === day.date}
                disabled={claiming !== null}
                aria-label={t`Claim ${money} for ${longDate}`}
                onClick={() => onClaim(day.date)}
              >
                {t`Claim`}
              </Button>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** The first paint of the calendar: 28 empty cells. */
export function CalendarGridSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-busy="true" aria-label={t`Loading the rakeback calendar`}>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: 28 }, (_, index) => (
          <li key={index} className={styles.skeletonCell}>
            <Skeleton width="60%" />
            <Skeleton width="80%" still />
          </li>
        ))}
      </ul>
    </div>
  );
}
