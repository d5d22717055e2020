import { Skeleton } from "@casino/ui-kit";
import * as styles from "./BootScreens.css.ts";

/** The frame's shape while settings load (no text: the language catalog may not be there yet). */
export function FrameSkeleton() {
  return (
    <div className={styles.frame} aria-busy="true" data-testid="frame-skeleton">
      <div className={styles.header}>
        <Skeleton shape="circle" width="2.25rem" />
        <Skeleton shape="text" width="9rem" />
        <div className={styles.headerNav}>
          <Skeleton shape="text" width="5rem" />
          <Skeleton shape="text" width="5rem" />
        </div>
      </div>
      <div className={styles.main}>
        <Skeleton shape="rect" height="12rem" />
        <div className={styles.tiles}>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} shape="rect" height="7rem" />
          ))}
        </div>
      </div>
    </div>
  );
}
