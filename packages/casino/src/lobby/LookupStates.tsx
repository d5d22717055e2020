import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { LoadError } from "@casino/shell";
import { Skeleton } from "@casino/ui-kit";
import { CasinoPage } from "./CasinoPage.tsx";
import { NotFoundState } from "./NotFoundState.tsx";

export interface LookupStatesProps {
  /** The list the page looked its slug up in (categories, providers); the slug was not (yet) found in it. */
  query: UseQueryResult<unknown>;
  /** The page's heading when the list could not be read. */
  errorTitle: string;
  notFoundTitle: string;
  notFoundMessage: ReactNode;
  back: "casino" | "providers";
}

/** A page named by a slug of a list, before or instead of its content: loading, the list failed, or no such slug. */
export function LookupStates({ query, errorTitle, notFoundTitle, notFoundMessage, back }: LookupStatesProps) {
  if (query.isError && !query.data) {
    return (
      <CasinoPage title={errorTitle} heading={errorTitle}>
        <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </CasinoPage>
    );
  }
  if (!query.data) {
    return (
      <CasinoPage title={undefined} heading={<Skeleton width="12rem" height="2rem" />}>
        <Skeleton shape="rect" height="20rem" />
      </CasinoPage>
    );
  }
  return (
    <CasinoPage title={notFoundTitle} heading={notFoundTitle}>
      <NotFoundState back={back} message={notFoundMessage} />
    </CasinoPage>
  );
}
