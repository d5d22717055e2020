import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { PageLink, useSession, useSettings } from "@casino/shell";
import { DemoCalendar } from "./DemoCalendar.tsx";
import { PlayerCalendar } from "./PlayerCalendar.tsx";
import { playerTimeZone } from "../activation/time-zone.ts";
import * as styles from "./RakebackCalendar.css.ts";

/** The rewards calendar of /cashback and `?modal=rakeback`: the player's own, a guest's demo, or none for the brand. */
export function RakebackCalendar({ loginReturn }: { loginReturn?: string }) {
  const { t } = useLingui();
  const { isAuthenticated } = useSession();
  const { showRakebackCalendar } = useSettings();
  const [timeZone] = useState(playerTimeZone);
  if (!showRakebackCalendar) {
    return (
      <div className={styles.section}>
        <p className={styles.text}>{t`The rewards calendar is not offered here.`}</p>
        <PageLink page="promotions" className={styles.link}>
          {t`See promotions`}
        </PageLink>
      </div>
    );
  }
  return isAuthenticated ? <PlayerCalendar key="player" timeZone={timeZone} /> : <DemoCalendar key="demo" timeZone={timeZone} {...(loginReturn ? { loginReturn } : {})} />;
}
