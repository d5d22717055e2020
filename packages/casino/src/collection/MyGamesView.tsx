import { useLingui } from "@lingui/react/macro";
import type { TileGame } from "../tile/GameTile.tsx";
import { GameRow } from "./GameRow.tsx";
import * as styles from "./GameRow.css.ts";

export type MyGamesViewProps = {
  favourites: ReadonlyArray<TileGame | null>;
  recent: ReadonlyArray<TileGame | null>;
};

/** "Your favourites" and "Recently played"; an empty list leaves its row out, and with both empty nothing shows. */
export function MyGamesView({ favourites, recent }: MyGamesViewProps) {
  const { t } = useLingui();
  if (favourites.length === 0 && recent.length === 0) return null;
  return (
    <div className={styles.sections}>
      {favourites.length > 0 ? <GameRow title={t`Your favourites`} games={favourites} /> : null}
      {recent.length > 0 ? <GameRow title={t`Recently played`} games={recent} /> : null}
    </div>
  );
}
