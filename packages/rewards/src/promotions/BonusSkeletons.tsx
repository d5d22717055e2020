import { Skeleton } from "@casino/ui-kit";
import * as styles from "./BonusList.css.ts";

/** The bonus cards' first paint: the grid's shape, shimmering, announced as busy by the region around it. */
export function BonusSkeletons({ count = 3 }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.skeletonCard}>
          <Skeleton shape="rect" height="6rem" />
          <Skeleton still lines={1} width="60%" />
          <Skeleton still lines={3} />
          <Skeleton still shape="rect" height="2.5rem" />
        </li>
      ))}
    </ul>
  );
}
