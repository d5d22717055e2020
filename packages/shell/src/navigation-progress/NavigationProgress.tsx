import { lazy, Suspense, useEffect, useState } from "react";
import { useRouterState } from "@tanstack/react-router";

/** Navigations that finish sooner show no bar, so quick and shallow ones do not flicker. */
export const PROGRESS_DELAY_MS = 150;

// No first paint shows the bar, so its code (and the ui-kit's progress bar) is fetched when a navigation starts: the
// delay above hides that fetch.
const loadBar = () => import("./PageLoadingBar.tsx");
const PageLoadingBar = lazy(loadBar);

/** A thin indeterminate bar at the top while a navigation is pending (route chunk or loader). */
export function NavigationProgress() {
  const pending = useRouterState({ select: (state) => state.status === "pending" });
  const [delayPassed, setDelayPassed] = useState(false);
  useEffect(() => {
    if (!pending) return;
    void loadBar();
    const timer = setTimeout(() => setDelayPassed(true), PROGRESS_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setDelayPassed(false);
    };
  }, [pending]);
  if (!pending || !delayPassed) return null;
  return (
    <Suspense fallback={null}>
      <PageLoadingBar />
    </Suspense>
  );
}
