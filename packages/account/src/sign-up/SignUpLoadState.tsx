import { Skeleton, Stack } from "@casino/ui-kit";

/** The form's outline while the registration fields and countries load. */
export function SignUpSkeleton() {
  return (
    <Stack gap="md">
      <Skeleton shape="rect" height="2.75rem" />
      <Skeleton shape="rect" height="2.75rem" />
      <Skeleton shape="rect" height="2.75rem" />
      <Skeleton shape="rect" height="2.75rem" />
      <Skeleton lines={2} />
      <Skeleton shape="rect" height="2.75rem" />
    </Stack>
  );
}

/** The catalogue calls failed: say so and offer to ask again (never a crash). */
