import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { useRouterState } from "@tanstack/react-router";
import { scriptsQueryOptions } from "@casino/api-client";
import { scriptsFilterFor } from "@casino/domain";
import { useCurrentUser, useSession } from "../../session/use-session.ts";
import { useSettings } from "../../settings/settings-context.tsx";
import { afterFirstPaint, removeInjectedScripts } from "./script-scheduling.ts";

/**
 * Spec §4/§6 marketing scripts: fetched for the visitor's audience (guest, player, depositor) with the cache hash,
 * injected after the first paint, injected again on each path, swapped when auth or depositor status changes,
 * and never on the play page.
 */
export function useScriptLoader(onGamePage: boolean): void {
  // contentSecurity: build time only (brand.json; settings2 can't change it), like the site's CSP.
  const { cacheControlHash, contentSecurity } = useSettings();
  const { isAuthenticated } = useSession();
  const user = useCurrentUser();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // A player's audience is known once the user details arrive: no guest scripts flash in meanwhile.
  const audienceKnown = !isAuthenticated || user.data !== undefined || user.isError;
  const filter = scriptsFilterFor({ isAuthenticated, depositCount: user.data?.depositCount, cacheHash: cacheControlHash });
  const scripts = useQuery({ ...scriptsQueryOptions(filter), enabled: audienceKnown && !onGamePage, staleTime: 5 * 60_000 });
  const entries = audienceKnown && !onGamePage ? scripts.data : undefined;
  // By value: settings2 arriving parses the settings again (a new object, the same build-time values), which must not
  // inject the tags once more.
  const security = JSON.stringify(contentSecurity);

  useEffect(() => {
    if (!entries) return;
    let cancelled = false;
    const cancel = afterFirstPaint(() => {
      // The injector travels in the duties' lazy chunk: nothing of it weighs on the first paint. It runs a task after
      // the chunk's evaluation (which sets up the sanitiser), so the two are not one long task on a slow phone.
      void import("../lazy-duty-ui.ts").then(({ injectScripts }) =>
        setTimeout(() => {
          if (!cancelled) injectScripts(entries, JSON.parse(security) as typeof contentSecurity);
        }, 0),
      );
    });
    return () => {
      cancelled = true;
      cancel();
      removeInjectedScripts();
    };
  }, [entries, pathname, security]);
}
