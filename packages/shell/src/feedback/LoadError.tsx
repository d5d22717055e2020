import { useLingui } from "@lingui/react/macro";
import { TransportError } from "@casino/api-client";
import { Button, Stack, Text } from "@casino/ui-kit";

export type LoadErrorProps = {
  onRetry: () => void;
  /** The failed query's error: decides the text. Without one the text is "Data loading error". */
  error?: unknown;
  /** True while the retry runs (the button shows it and cannot be pressed twice). */
  retrying?: boolean;
};

/**
 * A read that failed, shown the same way on every screen of every feature, never a crash: "Data loading error" for an answer
 * that does not match its schema, "Try again later" when the server could not be reached, with Retry.
 */
export function LoadError({ onRetry, error, retrying = false }: LoadErrorProps) {
  const { t } = useLingui();
  const text = error instanceof TransportError ? t`Try again later` : t`Data loading error`;
  return (
    <div role="alert">
      <Stack gap="sm" align="start">
        <Text as="p" tone="danger" weight="bold">
          {text}
        </Text>
        <Button type="button" variant="secondary" onClick={onRetry} loading={retrying}>
          {t`Retry`}
        </Button>
      </Stack>
    </div>
  );
}
