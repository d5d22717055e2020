import { Skeleton } from "@casino/ui-kit";
import * as styles from "./WithdrawPage.css.ts";

/** The page's shape while the player and the methods load (no spinner, spec house style). */
export function WithdrawSkeleton() {
  return (
    <div className={styles.section} aria-hidden="true">
      <Skeleton shape="text" width="40%" />
      <Skeleton shape="rect" height="3rem" />
      <Skeleton shape="rect" height="10rem" />
    </div>
  );
}
