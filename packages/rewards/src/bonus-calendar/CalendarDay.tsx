import { useId } from "react";
import { useLingui } from "@lingui/react/macro";
import type { BonusCalendarDay } from "@casino/api-client";
import { bannerTitle } from "@casino/domain";
import type { BonusActivation } from "../activation/use-bonus-activation.ts";
import { BonusAction } from "../promotions/BonusAction.tsx";
import * as styles from "./BonusCalendarModal.css.ts";

/** One day of the week: its bonuses; only today's can be claimed, the others say when they can. */
export function CalendarDay({ day, activation }: { day: BonusCalendarDay; activation: BonusActivation }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  // The date is a calendar date: read at noon UTC so no zone moves it to another day.
  const label = i18n.date(new Date(`${day.date}T12:00:00Z`), { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });
  return (
    <li className={styles.day} aria-labelledby={headingId} aria-current={day.isToday ? "date" : undefined}>
      <h3 id={headingId} className={styles.dayHeading}>
        <span>{label}</span>
        {day.isToday ? <span className={styles.today}>{t`Today`}</span> : null}
      </h3>
      {day.bonuses.length === 0 ? (
        <p className={styles.muted}>{t`No bonus on this day.`}</p>
      ) : (
        <ul className={styles.bonuses}>
          {day.bonuses.map((bonus) => (
            <li key={bonus.id} className={styles.bonus}>
              <p className={styles.bonusName} id={`${headingId}-${bonus.id}`}>
                {bonus.name}
              </p>
              {bonus.banner.bannerTitle === bonus.name ? null : (
                <p className={styles.muted} title={bonus.banner.bannerTitle}>
                  {bannerTitle(bonus.banner.bannerTitle)}
                </p>
              )}
              {day.isToday ? (
                <BonusAction bonus={bonus} activation={activation} describedBy={`${headingId}-${bonus.id}`} />
              ) : (
                <p className={styles.muted}>{t`Can be claimed on ${label}.`}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
