import { useCallback, useMemo } from "react";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { historySearchParams, parseHistorySearch, withHistoryChange, type HistorySearch } from "@casino/domain";
import { HISTORY_SEARCH_OPTIONS } from "./history-views.ts";

export type HistorySearchApi = {
  search: HistorySearch;
  /** Applies a change; anything but a page change goes back to page 1. */
  change: (change: Partial<HistorySearch>) => void;
};

/**
 * The history view lives in the URL (view, from, to, type, status, page), so a link reproduces it. The shell's
 * root route keeps unknown search values, so other parameters (`modal`, marketing ones) are merged, never lost.
 */
export function useHistorySearch(): HistorySearchApi {
  const raw = useSearch({ strict: false });
  const navigate = useNavigate();
  const search = useMemo(() => parseHistorySearch(raw, HISTORY_SEARCH_OPTIONS), [raw]);
  const change = useCallback(
    (next: Partial<HistorySearch>) =>
      void navigate({
        to: ".",
        search: (prev: Record<string, unknown>) => ({
          ...prev,
          ...historySearchParams(withHistoryChange(parseHistorySearch(prev, HISTORY_SEARCH_OPTIONS), next)),
        }),
        // Filters replace the entry (Back leaves the page, not one filter at a time); pages are worth a Back step.
        replace: next.page === undefined,
        resetScroll: false,
      }),
    [navigate],
  );
  return { search, change };
}
