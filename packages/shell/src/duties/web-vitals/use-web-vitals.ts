import { useEffect } from "react";
import { useRouter } from "@tanstack/react-router";
import { WEB_VITALS_DRAW_STORAGE_KEY, isVisitSampled, visitDraw, webVitalsSampleRate } from "@casino/domain";
import type { ResolvedPage } from "../../pages/page-registry.ts";
import { useSettings } from "../../settings/settings-context.tsx";
import { landingPathname, pageKeyAt } from "./landing-route.ts";

/** The visit's draw, kept in sessionStorage for the tab's visit (a new one when storage is blocked). */
function readVisitDraw(): number {
  let stored: string | null = null;
  try {
    stored = globalThis.sessionStorage?.getItem(WEB_VITALS_DRAW_STORAGE_KEY) ?? null;
  } catch {
    // Blocked storage: this page load draws alone.
  }
  const { draw, fresh } = visitDraw(stored, Math.random);
  if (fresh) {
    try {
      globalThis.sessionStorage?.setItem(WEB_VITALS_DRAW_STORAGE_KEY, String(draw));
    } catch {
      // As above.
    }
  }
  return draw;
}

/**
 * Real-user vitals (issue 30): a visit in the brand's sample (`webVitalsSampleRate`, default 0.1, one draw per tab
 * visit) loads the reporter's chunk, which reports LCP, INP, CLS, TTFB and FCP through log-event with the landing
 * route's page key and the brand's name. Runs in the shell duties, which load once the page has settled, so the
 * first download carries none of it.
 */
export function useWebVitals(): void {
  const settings = useSettings();
  const router = useRouter();
  const rate = webVitalsSampleRate(settings["webVitalsSampleRate"]);
  const { brandName, designSetup } = settings;
  useEffect(() => {
    if (!isVisitSampled(readVisitDraw(), rate)) return;
    const pages = (router.options.context as { pages?: readonly ResolvedPage[] } | undefined)?.pages ?? [];
    const route = pageKeyAt(pages, landingPathname(), designSetup);
    import("./start-web-vitals.ts").then(
      (module) => module.startWebVitals({ route, brand: brandName }),
      () => undefined,
    );
  }, [router, rate, brandName, designSetup]);
}
