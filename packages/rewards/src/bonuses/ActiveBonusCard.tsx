import { useQueryClient } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { userBonusesQueryKey, type UserBonus } from "@casino/api-client";
import { ProgressBar } from "@casino/ui-kit";
import { BonusCard } from "./BonusCard.tsx";
import { BonusGames } from "./BonusGames.tsx";
import { ExpiryCountdown } from "./ExpiryCountdown.tsx";
import { useMoney } from "../use-money.ts";
import * as styles from "./MyBonuses.css.ts";

/**
 * The bonus being wagered: its wagering as a progressbar (wagered of required, read out as such), the wager left,
 * the time until it expires, its free spins and the games they play on, and cancelling with a confirmation.
 */
export function ActiveBonusCard({ bonus }: { bonus: UserBonus }) {
  const { t } = useLingui();
  const money = useMoney();
  const queryClient = useQueryClient();
  const currency = bonus.currencyCode;
  const wagered = money(bonus.wagered, currency);
  const required = money(bonus.wagerRequired, currency);
  const multiplier = bonus.wageringMultiplier;
  const spinsLeft = bonus.freeSpinsLeft;
  const spinsTotal = bonus.freeSpinsQuantity;

  return (
    <BonusCard bonus={bonus} badge={{ text: t`Active`, className: styles.badge.good }}>
      {bonus.wagerRequired > 0 ? (
        <ProgressBar
          label={t`Wagering (x${multiplier})`}
          value={Math.min(bonus.wagered, bonus.wagerRequired)}
          max={bonus.wagerRequired}
          valueText={t`${wagered} of ${required} wagered`}
          tone={bonus.wagerPercent >= 100 ? "success" : "brand"}
        />
      ) : null}
      <dl className={styles.facts}>
        {bonus.bonusAmount > 0 || spinsLeft === null ? (
          <div className={styles.fact}>
            <dt className={styles.term}>{t`Bonus`}</dt>
            <dd className={styles.value}>{money(bonus.bonusAmount, currency)}</dd>
          </div>
        ) : null}
        {bonus.wagerRequired > 0 ? (
          <div className={styles.fact}>
            <dt className={styles.term}>{t`Wager left`}</dt>
            <dd className={styles.value}>{money(bonus.wagerLeft, currency)}</dd>
          </div>
        ) : (
          <div className={styles.fact}>
            <dt className={styles.term}>{t`Wagering`}</dt>
            <dd className={styles.value}>{t`None required`}</dd>
          </div>
        )}
        {bonus.maxWin !== null ? (
          <div className={styles.fact}>
            <dt className={styles.term}>{t`Maximum win`}</dt>
            <dd className={styles.value}>{money(bonus.maxWin, currency)}</dd>
          </div>
        ) : null}
        {spinsLeft !== null ? (
          <div className={styles.fact}>
            <dt className={styles.term}>{t`Free spins left`}</dt>
            <dd className={styles.value}>{spinsTotal === null ? spinsLeft : t`${spinsLeft} of ${spinsTotal}`}</dd>
          </div>
        ) : null}
        {bonus.expiresAt ? (
          <div className={styles.fact}>
            <dt className={styles.term}>{t`Expires in`}</dt>
            <dd className={styles.value}>
              <ExpiryCountdown
                expiresAt={bonus.expiresAt}
                onExpired={() => void queryClient.invalidateQueries({ queryKey: userBonusesQueryKey })}
              />
            </dd>
          </div>
        ) : null}
      </dl>
      <BonusGames games={bonus.games} freeSpins={spinsLeft !== null && spinsLeft > 0} />
    </BonusCard>
  );
}
