import { useLingui } from "@lingui/react/macro";
import { Button, Stack, Text } from "@casino/ui-kit";

/** A query that failed (network, 5xx, unreadable answer): "Data loading error" with Retry, never a crash. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <div role="alert">
      <Stack gap="sm" align="start">
        <Text as="p" tone="danger" weight="bold">
          {t`Data loading error`}
        </Text>
        <Button type="button" variant="secondary" onClick={onRetry}>
          {t`Retry`}
        </Button>
      </Stack>
    </div>
  );
}
