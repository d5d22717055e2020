import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { Provider } from "@casino/api-client";
import { filterProvidersByName } from "@casino/domain";
import { PageLink } from "@casino/shell";
import { Skeleton, TextField } from "@casino/ui-kit";
import * as styles from "./ProvidersList.css.ts";

export type ProvidersListProps = {
  providers: readonly Provider[];
  filter: string;
  onFilterChange: (filter: string) => void;
};

function ProviderLink({ provider }: { provider: Provider }) {
  const games = provider.gameCount;
  return (
    <li>
      <PageLink page="providerGames" params={{ provider: provider.slug }} className={styles.card}>
        <span className={styles.name}>{provider.name}</span>
        <span className={styles.count}>
          <Plural value={games} one="# game" other="# games" />
        </span>
      </PageLink>
    </li>
  );
}

/** Every studio as a link to its games, with its game count, narrowed by a name filter on the device. Props only. */
export function ProvidersList({ providers, filter, onFilterChange }: ProvidersListProps) {
  const { t } = useLingui();
  const shown = filterProvidersByName(providers, filter);
  const matches = shown.length;
  if (providers.length === 0) {
    return (
      <p className={styles.status} role="status">
        <Trans>No providers yet.</Trans>
      </p>
    );
  }
  return (
    <>
      <div className={styles.filter}>
        <TextField type="search" label={t`Filter providers`} value={filter} onChange={(event) => onFilterChange(event.target.value)} autoComplete="off" />
      </div>
      <p className={styles.status} role="status">
        {shown.length === 0 ? (
          <Trans>No providers match “{filter}”.</Trans>
        ) : (
          <Plural value={matches} one="# provider" other="# providers" />
        )}
      </p>
      {shown.length > 0 ? (
        <ul className={styles.grid} aria-label={t`Providers`}>
          {shown.map((provider) => (
            <ProviderLink key={provider.slug} provider={provider} />
          ))}
        </ul>
      ) : null}
    </>
  );
}

export function ProvidersListSkeleton() {
  const { t } = useLingui();
  return (
    <ul className={styles.grid} aria-busy="true" aria-label={t`Loading providers`}>
      {Array.from({ length: 12 }, (_, index) => (
        <li key={index} className={styles.card}>
          <Skeleton width="70%" />
          <Skeleton width="40%" />
        </li>
      ))}
    </ul>
  );
}
