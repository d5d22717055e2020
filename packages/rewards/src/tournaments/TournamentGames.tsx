import { useLingui } from "@lingui/react/macro";
import type { BonusGame } from "@casino/api-client";
import { GameLinks } from "../bonuses/GameLinks.tsx";
import * as styles from "./Tournaments.css.ts";

/** The games that count, each a link to its game page; none listed = every game counts. */
export function TournamentGames({ games }: { games: readonly BonusGame[] }) {
  const { t } = useLingui();
  if (games.length === 0) return <p className={styles.muted}>{t`Every game counts.`}</p>;
  return (
    <div className={styles.gameList}>
      <span className={styles.term}>{t`Games that count`}</span>
      <GameLinks games={games} />
    </div>
  );
}
