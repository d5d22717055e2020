import type { BonusGame } from "@casino/api-client";
import { PageLink } from "@casino/shell";
import { linkButton } from "@casino/ui-kit/recipes";
import * as styles from "./MyBonuses.css.ts";

/** Games as links to their game pages (page key `game`): a bonus's games, a tournament's games that count. */
export function GameLinks({ games }: { games: readonly BonusGame[] }) {
  return (
    <ul className={styles.games}>
      {games.map((game) => (
        <li key={game.slug}>
          <PageLink page="game" params={{ game: game.slug }} className={linkButton({ variant: "secondary" })}>
            {game.name}
          </PageLink>
        </li>
      ))}
    </ul>
  );
}
