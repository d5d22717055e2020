import { lazy, Suspense, useEffect, useState } from "react";
import { useRouterState } from "@tanstack/react-router";
import { useSettings } from "../settings/settings-context.tsx";
import { captureAffiliateFromUrl } from "./affiliate/affiliate-storage.ts";
import { useInactivityTimer } from "./inactivity/use-inactivity-timer.ts";

const ShellDuties = lazy(() => import("./ShellDuties.tsx").then((module) => ({ default: module.ShellDuties })));

/** True from a task queued by the first commit's passive effect, so after the browser has painted that frame. */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPainted(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return painted;
}

/**
 * The shell duties, loaded just after the first paint: none of them needs to be in the first frame (the cookie bar
 * and the chat sit in a fixed dock, the geo block waits for the location call), so their code stays out of the
 * initial JavaScript.
 * Two duties stay eager: the affiliate capture, so the landing URL's parameter is read before anything can change
 * it, and the inactivity timer, so a session's idle time counts from the first paint as before.
 */
export function DeferredShellDuties() {
  const { affiliateKeyQueryParameter } = useSettings();
  const href = useRouterState({ select: (state) => state.location.href });
  useEffect(() => {
    captureAffiliateFromUrl(new URL(href, window.location.origin).toString(), affiliateKeyQueryParameter);
  }, [href, affiliateKeyQueryParameter]);
  useInactivityTimer();
  return useAfterFirstPaint() ? (
    <Suspense fallback={null}>
      <ShellDuties />
    </Suspense>
  ) : null;
}
