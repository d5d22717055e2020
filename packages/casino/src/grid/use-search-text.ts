import { useEffect, useRef, useState } from "react";
import { parseLobbySearch } from "@casino/domain";

/** How long typing pauses before the server is asked (and the URL updated): every keystroke still filters at once. */
export const SEARCH_DEBOUNCE_MS = 250;

/** The query as the URL would hold it (trimmed, cut to the maximum length). */
export const cleanQuery = (text: string): string => parseLobbySearch({ q: text }).q;

/**
 * The search box's text: it answers each keystroke itself, and hands the cleaned query to `commit` once typing
 * pauses. It follows the URL when that changes from outside (Back, Clear filters, a pasted link).
 */
export function useSearchText(urlQuery: string, commit: (query: string) => void): [string, (text: string) => void] {
  const [text, setText] = useState(urlQuery);
  const committed = useRef(urlQuery);

  useEffect(() => {
    if (urlQuery === committed.current) return;
    committed.current = urlQuery;
    setText(urlQuery);
  }, [urlQuery]);

  useEffect(() => {
    const query = cleanQuery(text);
    if (query === committed.current) return undefined;
    const timer = setTimeout(() => {
      committed.current = query;
      commit(query);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, commit]);

  return [text, setText];
}
