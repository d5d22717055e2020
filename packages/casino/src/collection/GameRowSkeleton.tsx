import { useLingui } from "@lingui/react/macro";
import { GameTileSkeleton } from "../tile/GameTileSkeleton.tsx";
import * as styles from "./GameRow.css.ts";

/** A row while its list loads: the title's place and a few tile skeletons. */
export function GameRowSkeleton({ tiles = 5 }: { tiles?: number }) {
  const { t } = useLingui();
  return (
    <div className={styles.section} role="status" aria-busy="true" aria-label={t`Loading games`}>
      <ul className={styles.row} aria-hidden="true">
        {Array.from({ length: tiles }, (_, index) => (
          <li key={index} className={styles.item}>
            <GameTileSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
