import { Plural, Trans } from "@lingui/react/macro";
import { Button, Stack, Text } from "@casino/ui-kit";
import * as styles from "./GameBrowser.css.ts";

/** Nothing matches the filters: say so and offer the way back to every game. */
export function GridEmpty({ onClear }: { onClear: () => void }) {
  return (
    <Stack gap="sm" align="start">
      <Text as="p" weight="bold">
        <Trans>No games found</Trans>
      </Text>
      <Button type="button" variant="secondary" onClick={onClear}>
        <Trans>Clear filters</Trans>
      </Button>
    </Stack>
  );
}

/**
 * The number of games, read out politely when it changes. While the server's answer is on its way the count
 * is of the loaded games only, so the region is marked busy and screen readers wait for the real one.
 */
export function ResultCount({ count, busy }: { count: number | null; busy: boolean }) {
  return (
    <p className={styles.count} aria-live="polite" aria-atomic="true" aria-busy={busy}>
      {count === null ? null : <Plural value={count} one="# game" other="# games" />}
    </p>
  );
}
