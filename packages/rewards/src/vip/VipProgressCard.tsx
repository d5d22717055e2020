import { useId } from "react";
import { useLingui } from "@lingui/react/macro";
import type { VipProgress } from "@casino/api-client";
import { WAGER_PER_POINT } from "@casino/domain";
import { formatMoney } from "@casino/shell";
import { ProgressBar } from "@casino/ui-kit";
import * as styles from "./VipClub.css.ts";

/**
 * The player's level and the way to the next one from vip-progress: a progressbar a screen reader reads with the
 * share done and the points left, the points in the player's number format; at the top level, no bar.
 */
export function VipProgressCard({ progress, currency }: { progress: VipProgress; currency: string }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const points = i18n.number(progress.points);
  const left = i18n.number(progress.pointsToNext);
  const done = i18n.number(progress.percent / 100, { style: "percent", maximumFractionDigits: 0 });
  const rakeback = i18n.number(progress.rakebackPercent / 100, { style: "percent", maximumFractionDigits: 2 });
  const wager = formatMoney(WAGER_PER_POINT, currency, i18n.locale);
  const next = progress.nextLevelName;
  return (
    <section className={styles.level} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {t`Your VIP level: ${progress.levelName}`}
      </h2>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>{t`Loyalty points`}</dt>
          <dd className={styles.value}>{points}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{t`Your rakeback`}</dt>
          <dd className={styles.value}>{rakeback}</dd>
        </div>
      </dl>
      {progress.nextLevel !== null && next !== null ? (
        <>
          <ProgressBar label={t`Progress to ${next}`} value={progress.percent} max={100} valueText={t`${done}, ${left} points to go`} />
          <p className={styles.muted}>{t`${left} more points to reach ${next}.`}</p>
        </>
      ) : (
        <p className={styles.muted}>{t`You have reached the club's highest level.`}</p>
      )}
      <p className={styles.muted}>{t`Every ${wager} you wager earns one loyalty point.`}</p>
    </section>
  );
}
