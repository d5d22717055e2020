import { useId } from "react";
import { useLingui } from "@lingui/react/macro";
import type { VipLevel } from "@casino/api-client";
import { vipLevelGroups } from "@casino/domain";
import * as styles from "./VipClub.css.ts";

/**
 * The club's levels in the groups (tiers) of the brand's loyaltyLevelGroupSteps, each with what it takes and what it
 * gives; the player's own level is marked (`aria-current` and a "Your level" badge, not colour alone).
 */
export function VipLevelList({ levels, groupSteps, currentLevel }: { levels: readonly VipLevel[]; groupSteps: readonly number[]; currentLevel?: number | undefined }) {
  const { t } = useLingui();
  const groups = vipLevelGroups(levels, groupSteps);
  if (groups.length === 1) return <LevelCards levels={groups[0]!.levels} currentLevel={currentLevel} label={t`VIP levels`} nameAs="h3" />;
  return groups.map((group) => <LevelGroup key={group.group} {...group} currentLevel={currentLevel} />);
}

function LevelGroup({ group, firstLevel, lastLevel, levels, currentLevel }: { group: number; firstLevel: number; lastLevel: number; levels: VipLevel[]; currentLevel: number | undefined }) {
  const { t } = useLingui();
  const id = useId();
  const range = firstLevel === lastLevel ? t`level ${firstLevel}` : t`levels ${firstLevel} to ${lastLevel}`;
  const title = t`Tier ${group}`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id} className={styles.groupHeading}>
        {title} <span className={styles.muted}>({range})</span>
      </h3>
      <LevelCards levels={levels} currentLevel={currentLevel} label={title} nameAs="h4" />
    </section>
  );
}

type NameHeading = "h3" | "h4";

function LevelCards({ levels, currentLevel, label, nameAs }: { levels: readonly VipLevel[]; currentLevel: number | undefined; label: string; nameAs: NameHeading }) {
  return (
    <ul className={styles.levels} aria-label={label}>
      {levels.map((level) => (
        <LevelCard key={level.level} level={level} current={level.level === currentLevel} nameAs={nameAs} />
      ))}
    </ul>
  );
}

function LevelCard({ level, current, nameAs: Name }: { level: VipLevel; current: boolean; nameAs: NameHeading }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const percent = (value: number) => i18n.number(value / 100, { style: "percent", maximumFractionDigits: 2 });
  const points = i18n.number(level.pointsRequired);
  return (
    <li className={current ? `${styles.level} ${styles.current}` : styles.level} aria-labelledby={id} {...(current ? { "aria-current": "true" as const } : {})}>
      <div className={styles.levelHead}>
        <Name id={id} className={styles.levelName}>
          {level.name}
        </Name>
        {current ? <span className={styles.badge}>{t`Your level`}</span> : null}
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>{t`From`}</dt>
          <dd className={styles.value}>{t`${points} points`}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{t`Rakeback`}</dt>
          <dd className={styles.value}>{percent(level.rakebackPercent)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{t`Cashback`}</dt>
          <dd className={styles.value}>{percent(level.cashbackPercent)}</dd>
        </div>
      </dl>
      {level.perks.length > 0 ? (
        <ul className={styles.perks} aria-label={t`Benefits of ${level.name}`}>
          {level.perks.map((perk) => (
            <li key={perk}>{perk}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
