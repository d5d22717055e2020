import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { GameDetails } from "@casino/api-client";
import { formatBet, formatMaxMultiplier, formatRtp } from "@casino/domain";
import * as styles from "./GameStats.css.ts";

const VOLATILITY: Record<NonNullable<GameDetails["volatility"]>, MessageDescriptor> = {
  low: msg`Low`,
  medium: msg`Medium`,
  high: msg`High`,
};

export type GameStatsProps = {
  game: Pick<GameDetails, "rtp" | "maxMultiplier" | "minBet" | "maxBet" | "hasBonusBuy" | "isBonus" | "volatility">;
  locale: string;
  /** The player's currency for the bets; a guest sees plain amounts. */
  currency?: string | undefined;
};

/** The game's stats (spec §3, §9) as a definition list: always visible, read in order by screen readers. */
export function GameStats({ game, locale, currency }: GameStatsProps) {
  const { t, i18n } = useLingui();
  const yesNo = (value: boolean) => (value ? t`Yes` : t`No`);
  const rows: Array<[string, string | null]> = [
    [t`RTP`, formatRtp(game.rtp, locale)],
    [t`Max multiplier`, formatMaxMultiplier(game.maxMultiplier, locale)],
    [t`Min bet`, formatBet(game.minBet, locale, currency)],
    [t`Max bet`, formatBet(game.maxBet, locale, currency)],
    [t`Volatility`, game.volatility ? i18n._(VOLATILITY[game.volatility]) : null],
    [t`Bonus buy`, yesNo(game.hasBonusBuy)],
    [t`Bonus eligible`, yesNo(game.isBonus)],
  ];
  return (
    <dl className={styles.list} aria-label={t`Game stats`}>
      {rows.map(([term, value]) =>
        value === null ? null : (
          <div key={term} className={styles.item}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ),
      )}
    </dl>
  );
}
