import { useSettings } from "@casino/shell";
import { CategoryRows } from "../lobby/CategoryRows.tsx";
import * as styles from "../lobby/CasinoPage.css.ts";

/** Home section `welcomeOffer`: the welcome offer and the win of the month, as at the top of the lobby. */
export { Welcome as WelcomeHomeSection } from "../lobby/Welcome.tsx";

/** Home section `myGames`: the player's favourites and recently played (nothing for a guest who has none). */
export { MyGamesSection as MyGamesHomeSection } from "../collection/MyGamesSection.tsx";

/** Home section `gameRows`: a carousel for each of the brand's homeGameCategories (default popular and new). */
export function GameRowsHomeSection() {
  const { homeGameCategories } = useSettings();
  return (
    <div className={styles.rows}>
      <CategoryRows slugs={homeGameCategories} />
    </div>
  );
}
