import { Skeleton, Surface } from "@casino/ui-kit";

/** The page's shape while the player and the methods load (no spinner, spec house style). */
export function WithdrawSkeleton() {
  return (
    <Surface padding="md" aria-hidden="true">
      <Skeleton shape="text" width="40%" />
      <Skeleton shape="rect" height="3rem" />
      <Skeleton shape="rect" height="10rem" />
    </Surface>
  );
}
