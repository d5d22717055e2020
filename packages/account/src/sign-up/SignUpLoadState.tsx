import { useLingui } from "@lingui/react/macro";
import { Button, Skeleton, Stack, Text } from "@casino/ui-kit";

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
export function SignUpLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <Stack gap="md">
      <div role="alert">
        <Text as="p" tone="danger">
          {t`Data loading error`}
        </Text>
      </div>
      <Button variant="secondary" onClick={onRetry}>
        {t`Retry`}
      </Button>
    </Stack>
  );
}
