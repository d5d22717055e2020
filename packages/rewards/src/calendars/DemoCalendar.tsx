import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { localDate } from "@casino/domain";
import { ModalLink } from "@casino/shell";
import { CalendarGrid } from "./CalendarGrid.tsx";
import { demoDays } from "./calendar-days.ts";
import * as styles from "./RakebackCalendar.css.ts";

/** Guests see how the calendar works (spec §4): random amounts on past days and today, and a call to log in. */
export function DemoCalendar({ timeZone, currency = "EUR", random }: { timeZone: string; currency?: string; random?: () => number }) {
  const { t } = useLingui();
  const [days] = useState(() => demoDays(localDate(new Date(), timeZone), random));
  return (
    <div className={styles.body}>
      <div className={styles.callToAction}>
        <p className={styles.text}>{t`This is an example calendar. Log in to see the cashback you earn on your play and claim it every day.`}</p>
        <ModalLink modal="login" className={styles.loginLink}>
          {t`Log in to claim your cashback`}
        </ModalLink>
      </div>
      <CalendarGrid days={days} currency={currency} />
    </div>
  );
}
