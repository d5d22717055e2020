import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { localDate } from "@casino/domain";
import { ModalLink } from "@casino/shell";
import { CalendarGrid } from "./CalendarGrid.tsx";
import { demoDays } from "./calendar-days.ts";
import * as styles from "./RakebackCalendar.css.ts";

export type DemoCalendarProps = {
  timeZone: string;
  currency?: string;
  random?: () => number;
  /** Where the login returns to (the calendar modal, which the login modal replaces); else the page stays. */
  loginReturn?: string;
};

/** Guests see how the calendar works (spec §4): random amounts on past days and today, and a call to log in. */
export function DemoCalendar({ timeZone, currency = "EUR", random, loginReturn }: DemoCalendarProps) {
  const { t } = useLingui();
  const [days] = useState(() => demoDays(localDate(new Date(), timeZone), random));
  return (
    <div className={styles.body}>
      <div className={styles.callToAction}>
        <p className={styles.text}>{t`This is an example calendar. Log in to see the cashback you earn on your play and claim it every day.`}</p>
        <ModalLink modal="login" {...(loginReturn ? { params: { redirect: loginReturn } } : {})} className={styles.loginLink}>
          {t`Log in to claim your cashback`}
        </ModalLink>
      </div>
      <CalendarGrid days={days} currency={currency} />
    </div>
  );
}
