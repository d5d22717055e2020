import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter, useRouterState } from "@tanstack/react-router";
import { MODAL_PARAM } from "../modals/modal-search.ts";
import { ACCESS_TOKEN_PARAM } from "./access-token.ts";
import { clearPlayerQueries } from "./player-queries.ts";
import { useSessionStore } from "./session-store.ts";

/**
 * Session duties that need the router: an `at` parameter arriving by in-app navigation (a link in server content)
 * is only removed (replace, no history entry), never stored: `at` counts at start-up only (captureAccessToken);
 * an expired session (HTTP 403) goes to /?modal=login, remembering the page.
 */
export function SessionEffects() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const at = useRouterState({ select: (state) => (state.location.search as Record<string, unknown>)[ACCESS_TOKEN_PARAM] });
  const expiries = useSessionStore((state) => state.expiries);
  const handledExpiries = useRef(0);

  useEffect(() => {
    if (at === undefined) return;
    void router.navigate({
      to: ".",
      search: (prev: Record<string, unknown>) => {
        const { [ACCESS_TOKEN_PARAM]: _token, ...rest } = prev;
        return rest;
      },
      replace: true,
    });
  }, [at, router]);

  useEffect(() => {
    if (expiries <= handledExpiries.current) return;
    handledExpiries.current = expiries;
    clearPlayerQueries(queryClient);
    const { pathname, searchStr } = router.state.location;
    const here = `${pathname}${searchStr}`;
    const redirect = here === "/" ? {} : { redirect: here };
    void router.navigate({ to: "/", search: { [MODAL_PARAM]: "login", ...redirect } });
  }, [expiries, router, queryClient]);

  return null;
}
