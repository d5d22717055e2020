import { useEffect, useState } from "react";
import { useRouterState } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { ProgressBar } from "@casino/ui-kit";
import * as styles from "./NavigationProgress.css.ts";

/** Navigations that finish sooner show no bar, so quick and shallow ones do not flicker. */
export const PROGRESS_DELAY_MS = 150;

/** A thin indeterminate bar at the top while a navigation is pending (route chunk or loader). */
export function NavigationProgress() {
  const { t } = useLingui();
  const pending = useRouterState({ select: (state) => state.status === "pending" });
  const [delayPassed, setDelayPassed] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setDelayPassed(true), PROGRESS_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setDelayPassed(false);
    };
  }, [pending]);
  if (!pending || !delayPassed) return null;
  return (
    <div className={styles.bar}>
      <ProgressBar label={t`Loading page`} hideLabel size="sm" />
    </div>
  );
}
