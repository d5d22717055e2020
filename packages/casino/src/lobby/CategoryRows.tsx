import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { categoryListQueryOptions } from "@casino/api-client";
import { useLocale } from "@casino/i18n";
import { CategoryRowsView } from "./CategoryRowsView.tsx";

/** The categories of get-full-category-list in the active language, one carousel each. */
export function CategoryRows() {
  const { locale } = useLocale();
  const query = useQuery(categoryListQueryOptions(locale));
  // Spec §7: a failed category read is logged and the rows stay empty; the rest of the lobby still shows.
  useEffect(() => {
    if (query.error) console.error("Casino categories could not be loaded", query.error);
  }, [query.error]);
  const status = query.data ? "success" : query.status;
  return (
    <CategoryRowsView
      status={status}
      categories={query.data ?? []}
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
