import { useQuery } from "@tanstack/react-query";
import { useParams } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { providersQueryOptions } from "@casino/api-client";
import { GameBrowser } from "../grid/GameBrowser.tsx";
import { CasinoPage } from "../lobby/CasinoPage.tsx";
import { LookupStates } from "../lobby/LookupStates.tsx";

/** /providers/$provider: the studio's name and its games; an unknown studio says so. */
export function ProviderGamesPage() {
  const { t } = useLingui();
  const { provider: slug = "" } = useParams({ strict: false });
  const query = useQuery(providersQueryOptions());
  const provider = query.data?.rows.find((row) => row.slug === slug);
  if (provider) {
    const name = provider.name;
    return (
      <CasinoPage title={name} heading={name}>
        <GameBrowser provider={provider.slug} heading={t`Games by ${name}`} />
      </CasinoPage>
    );
  }
  return (
    <LookupStates
      query={query}
      errorTitle={t`Providers`}
      notFoundTitle={t`Provider not found`}
      notFoundMessage={<Trans>This game provider does not exist.</Trans>}
      back="providers"
    />
  );
}
