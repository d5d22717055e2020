import { useLingui } from "@lingui/react/macro";
import type { BonusGame } from "@casino/api-client";
import { GameLinks } from "./GameLinks.tsx";
import * as styles from "./MyBonuses.css.ts";

/** The games a bonus plays on (its free spins, or the only ones that count for its wagering); none = every game. */
export function BonusGames({ games, freeSpins }: { games: readonly BonusGame[]; freeSpins: boolean }) {
  const { t } = useLingui();
  if (games.length === 0) return null;
  const heading = freeSpins ? t`Your free spins play on` : t`Valid on these games`;
  return (
    <nav aria-label={heading} className={styles.section}>
      <span className={styles.term}>{heading}</span>
      <GameLinks games={games} />
    </nav>
  );
}
