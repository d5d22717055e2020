import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { providersQueryOptions } from "@casino/api-client";
import { CasinoPage } from "../lobby/CasinoPage.tsx";
import { ProvidersList, ProvidersListSkeleton } from "./ProvidersList.tsx";
import { LoadError } from "@casino/shell";

/** /providers: every studio with its number of games, filterable by name. */
export function ProvidersPage() {
  const { t } = useLingui();
  const [filter, setFilter] = useState("");
  const query = useQuery(providersQueryOptions());
  let body;
  if (query.data) body = <ProvidersList providers={query.data.rows} filter={filter} onFilterChange={setFilter} />;
  else if (query.isError) body = <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else body = <ProvidersListSkeleton />;
  return (
    <CasinoPage title={t`Providers`} heading={t`Providers`}>
      {body}
    </CasinoPage>
  );
}
