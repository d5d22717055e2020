import { useDeferredValue, useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { categoryListQueryOptions, type Category } from "@casino/api-client";
import { useLocale } from "@casino/i18n";
import { CategoryRowsView } from "./CategoryRowsView.tsx";

/** Only the categories of these slugs, in this order (the home page's rows); undefined: every category. */
function pick(categories: readonly Category[], slugs: readonly string[] | undefined): readonly Category[] {
  if (!slugs) return categories;
  return slugs.flatMap((slug) => categories.filter((category) => category.slug === slug));
}

/** The categories of get-full-category-list in the active language, one carousel each (or only `slugs`'). */
export function CategoryRows({ slugs }: { slugs?: readonly string[] } = {}) {
  const { locale } = useLocale();
  const query = useQuery(categoryListQueryOptions(locale));
  // Spec §7: a failed category read is logged and the rows stay empty; the rest of the lobby still shows.
  useEffect(() => {
    if (query.error) console.error("Casino categories could not be loaded", query.error);
  }, [query.error]);
  // The rows render in the background (time-sliced) when the list arrives: the query's own update is synchronous,
  // and thirty tiles with their carousels in one go were a long task. Until then the skeleton stays. The first render
  // draws the skeleton even when the list is already here (read at the entry): the page's frame paints first.
  const categories = useDeferredValue(query.data ?? null, null);
  const status = categories ? "success" : query.status === "error" ? "error" : "pending";
  return (
    <CategoryRowsView
      status={status}
      categories={pick(categories ?? [], slugs)}
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
