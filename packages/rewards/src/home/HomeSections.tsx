import { useId } from "react";
import { useQuery } from "@tanstack/react-query";
import { Plural, useLingui } from "@lingui/react/macro";
import { userBonusesQueryOptions, vipProgressQueryOptions } from "@casino/api-client";
import { LoadError, PageLink, useCurrentUser, useSession, useSettings } from "@casino/shell";
import { ProgressBar, Skeleton, Surface, Text } from "@casino/ui-kit";
import { useMoney } from "../use-money.ts";
import { PromotionTiles } from "../promotions/PromotionTiles.tsx";
import { useRewardsStatus } from "../status/use-rewards-status.ts";
import { VipProgressCard } from "../vip/VipProgressCard.tsx";
import * as promotions from "../promotions/PromotionsPage.css.ts";
import * as styles from "./HomeSections.css.ts";

/** Home section `promotions`: the brand's current promotions, and the way to all of them. */
export function PromotionsHomeSection() {
  const { t } = useLingui();
  const id = useId();
  return (
    <section className={promotions.section} aria-labelledby={id}>
      <div className={promotions.header}>
        <h2 id={id} className={promotions.heading}>
          {t`Current promotions`}
        </h2>
        <PageLink page="promotions" className={promotions.link}>
          {t`All promotions`}
        </PageLink>
      </div>
      <PromotionTiles labelledBy={id} />
    </section>
  );
}

/** The active bonus in short: its name and wagering, or the way to the promotions when there is none. */
function ActiveBonusSummary() {
  const { t } = useLingui();
  const money = useMoney();
  const bonuses = useQuery(userBonusesQueryOptions());
  if (bonuses.isPending) return <Skeleton shape="text" lines={2} />;
  if (bonuses.isError) return <LoadError error={bonuses.error} retrying={bonuses.isFetching} onRetry={() => void bonuses.refetch()} />;
  const { active } = bonuses.data;
  if (!active) {
    return (
      <p className={styles.line}>
        <Text>{t`You have no active bonus.`}</Text> <PageLink page="promotions" className={promotions.link}>{t`See promotions`}</PageLink>
      </p>
    );
  }
  const wagered = money(active.wagered, active.currencyCode);
  const required = money(active.wagerRequired, active.currencyCode);
  const name = active.name;
  return (
    <div className={styles.block}>
      <p className={styles.line}>
        <Text weight="bold">{t`Active bonus: ${name}`}</Text> <PageLink page="bonuses" className={promotions.link}>{t`My bonuses`}</PageLink>
      </p>
      {active.wagerRequired > 0 ? (
        <ProgressBar
          label={t`Wagering`}
          value={Math.min(active.wagered, active.wagerRequired)}
          max={active.wagerRequired}
          valueText={t`${wagered} of ${required} wagered`}
        />
      ) : null}
    </div>
  );
}

/** The cashback waiting on the rakeback calendar (the header's read: one query for both). */
function CashbackSummary() {
  const { t } = useLingui();
  const { days, status } = useRewardsStatus({ enabled: true });
  if (days.isPending) return <Skeleton shape="text" />;
  if (days.isError) return <LoadError error={days.error} retrying={days.isFetching} onRetry={() => void days.refetch()} />;
  const { claimable } = status;
  return (
    <p className={styles.line}>
      <Text>
        {claimable > 0 ? <Plural value={claimable} one="Cashback to claim for # day." other="Cashback to claim for # days." /> : t`No cashback to claim right now.`}
      </Text>{" "}
      <PageLink page="cashback" className={promotions.link}>
        {claimable > 0 ? t`Claim your cashback` : t`Cashback calendar`}
      </PageLink>
    </p>
  );
}

/** Home section `rewardsStatus`, for players: the active bonus and its wagering, and the cashback to claim. */
export function RewardsStatusHomeSection() {
  const { t } = useLingui();
  const id = useId();
  const { isAuthenticated } = useSession();
  const { showRakebackCalendar } = useSettings();
  if (!isAuthenticated) return null;
  return (
    <Surface as="section" aria-labelledby={id}>
      <div className={styles.block}>
        <h2 id={id} className={promotions.heading}>
          {t`Your rewards`}
        </h2>
        <ActiveBonusSummary />
        {showRakebackCalendar ? <CashbackSummary /> : null}
      </div>
    </Surface>
  );
}

/** Home section `vipProgress`, for players: their VIP level and the way to the next, with the way to the club. */
export function VipProgressHomeSection() {
  const { t, i18n } = useLingui();
  const { isAuthenticated } = useSession();
  const { data: user } = useCurrentUser();
  const progress = useQuery({ ...vipProgressQueryOptions(i18n.locale), enabled: isAuthenticated });
  if (!isAuthenticated) return null;
  if (progress.isPending) return <Skeleton shape="rect" height="9rem" />;
  if (progress.isError) return <LoadError error={progress.error} retrying={progress.isFetching} onRetry={() => void progress.refetch()} />;
  return (
    <div className={styles.block}>
      <VipProgressCard progress={progress.data} currency={user?.currencyCode ?? "EUR"} />
      <PageLink page="vipClub" className={promotions.link}>
        {t`See the VIP club`}
      </PageLink>
    </div>
  );
}
