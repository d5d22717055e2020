import { memo } from "react";
import { useLingui } from "@lingui/react/macro";
import type { GameSummary } from "@casino/api-client";
import { formatBetRange, formatMaxMultiplier, formatRtp } from "@casino/domain";
import { useCurrentUser } from "@casino/shell";
import { IconButton } from "@casino/ui-kit";
import * as styles from "./GameStatsToggle.css.ts";

export type GameStatsToggleProps = {
  game: GameSummary;
  open: boolean;
  /** One panel open at a time in the grid: the slug to open, or null to close. */
  onToggle: (slug: string | null) => void;
};

/**
 * The "i" on a grid tile: a disclosure button (keyboard and touch, not hover) showing RTP, max multiplier and the
 * bet range over the thumbnail. Only the open panel is rendered, so 150 mounted tiles add 150 small buttons.
 * Its glyph is a letter ("i", "×" when open), not a masked icon: a mask is a paint effect of its own per tile.
 */
export const GameStatsToggle = memo(function GameStatsToggle({ game, open, onToggle }: GameStatsToggleProps) {
  const { t } = useLingui();
  const panelId = `game-stats-${game.slug}`;
  const name = game.name;
  return (
    <>
      <span className={styles.button}>
        <IconButton
          glyph={open ? "\u00d7" : "i"}
          label={t`Stats of ${name}`}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => onToggle(open ? null : game.slug)}
          onKeyDown={(event) => {
            if (event.key === "Escape" && open) onToggle(null);
          }}
        />
      </span>
      {open ? <StatsPanel id={panelId} game={game} /> : null}
    </>
  );
});

function StatsPanel({ id, game }: { id: string; game: GameSummary }) {
  const { t, i18n } = useLingui();
  const currency = useCurrentUser().data?.currencyCode;
  const rows: Array<[string, string | null]> = [
    [t`RTP`, formatRtp(game.rtp, i18n.locale)],
    [t`Max multiplier`, formatMaxMultiplier(game.maxMultiplier, i18n.locale)],
    [t`Bet range`, formatBetRange(game.minBet, game.maxBet, i18n.locale, currency)],
  ];
  return (
    <dl id={id} className={styles.panel}>
      {rows.map(([term, value]) =>
        value === null ? null : (
          <div key={term}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ),
      )}
    </dl>
  );
}
