import { useLingui } from "@lingui/react/macro";
import { TransportError } from "@casino/api-client";
import { Button, Stack, Text } from "@casino/ui-kit";

export type GridErrorProps = {
  onRetry: () => void;
  /** The failed read: "Try again later" when the server was not reached, otherwise "Data loading error". */
  error?: unknown;
  retrying?: boolean;
};

/** A failed read of games or providers, never a crash: the spec's message and Retry. */
export function GridError({ onRetry, error, retrying = false }: GridErrorProps) {
  const { t } = useLingui();
  return (
    <div role="alert">
      <Stack gap="sm" align="start">
        <Text as="p" tone="danger" weight="bold">
          {error instanceof TransportError ? t`Try again later` : t`Data loading error`}
        </Text>
        <Button type="button" variant="secondary" onClick={onRetry} loading={retrying}>
          {t`Retry`}
        </Button>
      </Stack>
    </div>
  );
}
