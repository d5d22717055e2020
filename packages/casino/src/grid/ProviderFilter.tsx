import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { providersQueryOptions } from "@casino/api-client";
import { Checkbox, Icon, Skeleton } from "@casino/ui-kit";
import * as styles from "./FilterBar.css.ts";
import { GridError } from "./GridError.tsx";

export type ProviderFilterProps = {
  selected: readonly string[];
  onChange: (providers: string[]) => void;
};

/**
 * Several providers at once (get-games takes a comma-separated list): a disclosure of checkboxes, native
 * <details>, so it opens by keyboard and touch and needs no script of its own.
 */
export function ProviderFilter({ selected, onChange }: ProviderFilterProps) {
  const { t } = useLingui();
  // Read on first opening only: the lobby's first paint does not wait for (or spend a request on) 44 studios.
  const [opened, setOpened] = useState(false);
  const providers = useQuery({ ...providersQueryOptions(), enabled: opened });
  const chosen = new Set(selected);
  const count = selected.length;
  const toggle = (slug: string, on: boolean) => onChange(on ? [...selected, slug] : selected.filter((item) => item !== slug));
  return (
    <details className={styles.providers} onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary className={styles.summary}>
        <span>{count > 0 ? t`Providers (${count})` : t`All providers`}</span>
        <Icon name="chevronDown" size="md" />
      </summary>
      {/* A named group rather than a fieldset: a legend would sit on the panel's edge, and the summary shows the name. */}
      <div role="group" aria-label={t`Providers`} className={styles.panel}>
        {providers.data ? (
          providers.data.rows.map((provider) => (
            <Checkbox
              key={provider.slug}
              label={`${provider.name} (${provider.gameCount})`}
              checked={chosen.has(provider.slug)}
              onChange={(event) => toggle(provider.slug, event.currentTarget.checked)}
            />
          ))
        ) : providers.isError ? (
          <GridError error={providers.error} onRetry={() => void providers.refetch()} retrying={providers.isFetching} />
        ) : (
          <Skeleton lines={4} />
        )}
      </div>
    </details>
  );
}
